import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validationMessage } from '@app/contracts/validation';
import { renderWithProviders } from '@/test/render';
import { envelopeResponse, fieldRefusal } from '@/test/fixtures';
import { ContactForm } from './contact-form';

const en = (key: string) => validationMessage(key, 'en');

function renderForm(initialMessage?: string) {
  const user = userEvent.setup();
  renderWithProviders(<ContactForm initialMessage={initialMessage} />);
  const fields = {
    lastName: screen.getByRole('textbox', { name: /Last name/ }),
    firstName: screen.getByRole('textbox', { name: /First name/ }),
    email: screen.getByRole('textbox', { name: /Email/ }),
    phone: screen.getByRole('textbox', { name: /Phone number/ }),
    message: screen.getByRole('textbox', { name: /What can we help you with/ }),
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Send' }));
  return { user, fields, submit };
}

describe('ContactForm', () => {
  it('checks a field when it is left, names each missing field when sent and sends nothing, and checks a field again as it is corrected', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user, fields, submit } = renderForm();

    await user.click(fields.lastName);
    await user.tab();
    expect(fields.lastName).toHaveAccessibleDescription(en('last_name_required'));
    expect(fields.firstName).not.toHaveAccessibleDescription();
    await submit();

    expect(fields.lastName).toHaveAccessibleDescription(en('last_name_required'));
    expect(fields.firstName).toHaveAccessibleDescription(en('first_name_required'));
    expect(fields.email).toHaveAccessibleDescription(en('email_required'));
    expect(fields.phone).toHaveAccessibleDescription(en('phone_required'));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(fields.firstName, 'A');
    expect(fields.firstName).not.toHaveAccessibleDescription();
    expect(fields.lastName).toHaveAccessibleDescription(en('last_name_required'));
  });

  it('trims a field when it loses focus, without a message for the fields not yet left', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { user, fields } = renderForm();

    await user.type(fields.lastName, '  Nguyễn  ');
    await user.tab();

    expect(fields.lastName).toHaveValue('Nguyễn');
    expect(fields.firstName).toHaveFocus();
    expect(fields.firstName).not.toHaveAccessibleDescription();
  });

  it('sends the trimmed values with the service’s message and shows the confirmation', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      envelopeResponse({ id: 1 }, 200, { message: 'We will reply within 24 hours.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user, fields, submit } = renderForm('Consulting: market research');

    await user.type(fields.lastName, 'Nguyễn');
    await user.type(fields.firstName, ' Văn A');
    await user.type(fields.email, 'a@example.vn');
    await user.type(fields.phone, '0912345678');
    await submit();

    expect(await screen.findByRole('status')).toHaveTextContent('We will reply within 24 hours.');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/public/contact-request');
    expect(JSON.parse(String(init.body))).toEqual({
      lastName: 'Nguyễn',
      firstName: 'Văn A',
      email: 'a@example.vn',
      phoneNumber: '0912345678',
      message: 'Consulting: market research',
    });
  });

  it('shows the server’s message under the field it refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => fieldRefusal('phoneNumber', 'phone_invalid', 'This number cannot be reached.')),
    );
    const { user, fields, submit } = renderForm();

    await user.type(fields.lastName, 'Nguyễn');
    await user.type(fields.firstName, 'Văn A');
    await user.type(fields.email, 'a@example.vn');
    await user.type(fields.phone, '0912345678');
    await submit();

    expect(await screen.findByText('This number cannot be reached.')).toBeInTheDocument();
    expect(fields.phone).toHaveAccessibleDescription('This number cannot be reached.');
  });
});
