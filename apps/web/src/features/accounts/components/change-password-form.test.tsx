import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validationMessage } from '@app/contracts/validation';
import { renderWithProviders } from '@/test/render';
import { envelopeResponse, fieldRefusal } from '@/test/fixtures';
import { ChangePasswordForm } from './change-password-form';

const en = (key: string) => validationMessage(key, 'en');

function renderForm() {
  const user = userEvent.setup();
  renderWithProviders(<ChangePasswordForm />);
  const fields = {
    oldPassword: screen.getByLabelText(/^Current password/),
    newPassword: screen.getByLabelText(/^New password/),
    rePassword: screen.getByLabelText(/^Repeat the password/),
  };
  const button = screen.getByRole('button', { name: 'Change password' });
  return { user, fields, button };
}

describe('ChangePasswordForm', () => {
  it('checks a field when it is left, but not when the focus goes to a button', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { user, fields, button } = renderForm();

    fireEvent.blur(fields.oldPassword, { relatedTarget: button });
    expect(fields.oldPassword).not.toHaveAccessibleDescription();

    await user.click(fields.oldPassword);
    await user.tab();
    expect(fields.oldPassword).toHaveAccessibleDescription(en('password_required'));
    await user.type(fields.oldPassword, 'a');
    expect(fields.oldPassword).not.toHaveAccessibleDescription();
  });

  it('checks the repeated password again when the new password changes', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { user, fields } = renderForm();

    await user.type(fields.newPassword, 'Sen-Vang-2026!');
    await user.type(fields.rePassword, 'Sen-Vang-2026!');
    await user.tab();
    expect(fields.rePassword).not.toHaveAccessibleDescription();

    await user.type(fields.newPassword, '?');
    expect(fields.rePassword).toHaveAccessibleDescription(en('password_mismatch'));
    await user.type(fields.newPassword, '{Backspace}');
    expect(fields.rePassword).not.toHaveAccessibleDescription();
  });

  it('moves on with Enter, sends the passwords as typed from the last field, and empties the form once changed', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => envelopeResponse(null, 200, { message: 'Password changed.' }));
    vi.stubGlobal('fetch', fetchMock);
    const { user, fields } = renderForm();

    await user.type(fields.oldPassword, ' Old-Pass-1 {Enter}');
    expect(fields.oldPassword).toHaveValue(' Old-Pass-1 ');
    expect(fields.newPassword).toHaveFocus();
    await user.type(fields.newPassword, 'Sen-Vang-2026!{Enter}');
    expect(fields.rePassword).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(fields.rePassword, 'Sen-Vang-2026!{Enter}');

    await waitFor(() => expect(fields.oldPassword).toHaveValue(''));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toContain('/auth/change-password');
    expect(JSON.parse(String(init.body))).toEqual({
      oldPassword: ' Old-Pass-1 ',
      newPassword: 'Sen-Vang-2026!',
      rePassword: 'Sen-Vang-2026!',
    });
  });

  it('names every missing field when sent empty and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user, fields, button } = renderForm();

    await user.click(button);

    expect(fields.oldPassword).toHaveAccessibleDescription(en('password_required'));
    expect(fields.newPassword).toHaveAccessibleDescription(expect.stringContaining(en('password_required')));
    expect(fields.rePassword).toHaveAccessibleDescription(en('re_password_required'));
    expect(fields.oldPassword).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s message under the field it refused and puts the focus there', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        fieldRefusal('oldPassword', 'password_wrong', 'The current password is wrong.', { message: 'The current password is wrong.' }),
      ),
    );
    const { user, fields, button } = renderForm();

    await user.type(fields.oldPassword, 'Not-Mine-1');
    await user.type(fields.newPassword, 'Sen-Vang-2026!');
    await user.type(fields.rePassword, 'Sen-Vang-2026!');
    await user.click(button);

    await waitFor(() => expect(fields.oldPassword).toHaveAccessibleDescription('The current password is wrong.'));
    expect(fields.oldPassword).toHaveFocus();
    expect(fields.newPassword).toHaveValue('Sen-Vang-2026!');
  });
});
