import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Button, MultiSelect, PasswordInput, TextInput } from '@mantine/core';
import { validationMessage } from '@app/contracts/validation';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { useAppForm } from './use-app-form';

const en = (key: string) => validationMessage(key, 'en');

const rules = {
  name: { required: 'name_required', maxLength: { max: 10, message: 'too_long' } },
  password: { required: 'password_required', keepSpaces: true },
  rePassword: { required: 're_password_required', keepSpaces: true, sameAs: { field: 'password', message: 'password_mismatch' } },
} as const;

/** The schema speaks for the list, which has no text rule. */
const schema = z.object({ area_ids: z.array(z.number()).min(1, 'area_required') });

interface Values extends Record<string, unknown> {
  name: string;
  password: string;
  rePassword: string;
  area_ids: string[];
}

function Probe({ onSend, refusal }: { onSend: (values: Values) => void; refusal?: unknown }) {
  const [error, setError] = useState<unknown>(null);
  const form = useAppForm<Values>({
    rules,
    schema,
    toInput: (values) => ({ area_ids: values.area_ids.map(Number) }),
    initialValues: { name: '', password: '', rePassword: '', area_ids: [] },
    error,
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        onSend(values);
        if (refusal) setError(refusal);
      })}
      onKeyDown={form.onKeyDown}
    >
      <TextInput label="Name" {...form.getInputProps('name')} />
      <PasswordInput label="Password" {...form.getInputProps('password')} />
      <PasswordInput label="Repeat" {...form.getInputProps('rePassword')} />
      <MultiSelect label="Areas" data={['1', '2']} {...form.getInputProps('area_ids')} />
      <Button onClick={() => form.setFieldValue('area_ids', ['2'])}>Choose area 2</Button>
      <Button type="submit">Send</Button>
    </form>
  );
}

function renderProbe(refusal?: unknown) {
  const user = userEvent.setup();
  const onSend = vi.fn();
  renderWithProviders(<Probe onSend={onSend} refusal={refusal} />);
  return {
    user,
    onSend,
    name: screen.getByRole('textbox', { name: 'Name' }),
    password: screen.getByLabelText('Password'),
    rePassword: screen.getByLabelText('Repeat'),
    send: screen.getByRole('button', { name: 'Send' }),
  };
}

describe('useAppForm', () => {
  it('checks a field when it loses focus, after trimming it; not while it is first typed', async () => {
    const { user, name } = renderProbe();

    await user.type(name, '  Nguyễn Văn An  ');
    expect(name).not.toHaveAccessibleDescription();
    await user.tab();

    expect(name).toHaveValue('Nguyễn Văn An');
    expect(name).toHaveAccessibleDescription(en('too_long'));
  });

  it('shows an empty field’s message when it is left, but not when the focus goes to a button', async () => {
    const { user, name, send } = renderProbe();

    fireEvent.blur(name, { relatedTarget: send });
    expect(name).not.toHaveAccessibleDescription();

    await user.click(name);
    await user.tab();
    expect(name).toHaveAccessibleDescription(en('name_required'));
  });

  it('checks a field showing a problem again at each change, until it is right', async () => {
    const { user, name } = renderProbe();

    await user.type(name, 'An Nguyễn Văn');
    await user.tab();
    expect(name).toHaveAccessibleDescription(en('too_long'));
    await user.type(name, '{Backspace}{Backspace}');
    expect(name).toHaveAccessibleDescription(en('too_long'));
    await user.type(name, '{Backspace}');
    expect(name).toHaveValue('An Nguyễn ');
    expect(name).not.toHaveAccessibleDescription();
  });

  it('keeps secrets as typed and checks a confirmation again when the field it repeats changes', async () => {
    const { user, password, rePassword } = renderProbe();

    await user.type(password, ' Sen-Vang ');
    await user.type(rePassword, ' Sen-Vang ');
    await user.tab();
    expect(password).toHaveValue(' Sen-Vang ');
    expect(rePassword).not.toHaveAccessibleDescription();

    await user.type(password, '!');
    expect(rePassword).toHaveAccessibleDescription(en('password_mismatch'));
    await user.type(password, '{Backspace}');
    expect(rePassword).not.toHaveAccessibleDescription();
  });

  it('checks every field on submit with the schema too, sends nothing and puts the focus on the first wrong field', async () => {
    const { user, onSend, name, password, send } = renderProbe();

    await user.type(name, 'An');
    await user.click(send);

    expect(onSend).not.toHaveBeenCalled();
    expect(name).not.toHaveAccessibleDescription();
    expect(password).toHaveAccessibleDescription(en('password_required'));
    expect(screen.getByText('area_required')).toBeInTheDocument();
    expect(password).toHaveFocus();
  });

  it('sends the trimmed values once every field is right', async () => {
    const { user, onSend, name, password, rePassword, send } = renderProbe();

    await user.type(name, ' An ');
    await user.type(password, 'Sen-Vang');
    await user.type(rePassword, 'Sen-Vang');
    await user.click(screen.getByRole('button', { name: 'Choose area 2' }));
    await user.click(send);

    expect(onSend).toHaveBeenCalledWith({ name: 'An', password: 'Sen-Vang', rePassword: 'Sen-Vang', area_ids: ['2'] });
  });

  it('puts the server’s field problems on their fields, the focus on the first, until the field is corrected', async () => {
    const refusal = new ApiError(400, 'Refused', {
      fieldErrors: [
        { field: 'name', code: 'taken', message: 'This name is taken.' },
        { field: 'name', code: 'other', message: 'Second problem of the same field.' },
      ],
    });
    const { user, onSend, name, password, rePassword, send } = renderProbe(refusal);

    await user.type(name, 'An');
    await user.type(password, 'Sen-Vang');
    await user.type(rePassword, 'Sen-Vang');
    await user.click(screen.getByRole('button', { name: 'Choose area 2' }));
    await act(() => user.click(send));

    expect(onSend).toHaveBeenCalledTimes(1);
    expect(name).toHaveAccessibleDescription('This name is taken.');
    expect(name).toHaveFocus();
    await user.type(name, 'h');
    expect(name).not.toHaveAccessibleDescription();
  });
});
