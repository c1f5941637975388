import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validationMessage } from '@app/contracts/validation';
import { renderWithProviders } from '@/test/render';
import { contentLink, envelopeResponse, fieldRefusal, reportContents } from '@/test/fixtures';
import { FreeDownloadForm } from './free-download-form';

const en = (key: string) => validationMessage(key, 'en');

function renderForm() {
  const user = userEvent.setup();
  renderWithProviders(<FreeDownloadForm reportId={7} packageName="Free package" />);
  const fields = {
    name: screen.getByRole('textbox', { name: /Full name/ }),
    email: screen.getByRole('textbox', { name: /Email/ }),
    phone: screen.getByRole('textbox', { name: /Phone number/ }),
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Get the free report' }));
  return { user, fields, submit };
}

describe('FreeDownloadForm', () => {
  it('names each missing field and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { fields, submit } = renderForm();

    await submit();

    expect(fields.name).toHaveAccessibleDescription(en('name_required'));
    expect(fields.email).toHaveAccessibleDescription(en('email_required'));
    expect(fields.phone).toHaveAccessibleDescription(en('phone_required'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a malformed email and phone, and checks a field again as it is corrected', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { user, fields, submit } = renderForm();

    await user.type(fields.name, 'Nguyễn Văn A');
    await user.type(fields.email, 'not-an-email');
    await user.type(fields.phone, '09x');
    await submit();

    expect(fields.name).not.toHaveAccessibleDescription();
    expect(fields.email).toHaveAccessibleDescription(en('email_invalid'));
    expect(fields.phone).toHaveAccessibleDescription(en('phone_digits'));
    await user.type(fields.email, '@');
    expect(fields.email).toHaveAccessibleDescription(en('email_invalid'));
    await user.type(fields.email, 'example.com');
    expect(fields.email).not.toHaveAccessibleDescription();
    expect(fields.phone).toHaveAccessibleDescription(en('phone_digits'));
  });

  it('sends the trimmed values and lists the free package’s contents', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      envelopeResponse(reportContents(1, [contentLink({ id: 3, title_en: 'Free summary', is_free: true })]), 200, {
        message: 'The report is yours.',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user, fields, submit } = renderForm();

    await user.type(fields.name, '  Nguyễn Văn A ');
    await user.type(fields.email, 'a@example.vn');
    await user.type(fields.phone, '0912345678');
    await submit();

    expect(await screen.findByRole('status')).toHaveTextContent('The report is yours.');
    expect(screen.getByRole('button', { name: 'Free summary' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/public/reports/free-download');
    expect(JSON.parse(String(init.body))).toEqual({
      report_id: 7,
      full_name: 'Nguyễn Văn A',
      email: 'a@example.vn',
      phone_number: '0912345678',
    });
  });

  it('shows the server’s message under the field it refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => fieldRefusal('email', 'email_invalid', 'This email cannot receive mail.')),
    );
    const { user, fields, submit } = renderForm();

    await user.type(fields.name, 'Nguyễn Văn A');
    await user.type(fields.email, 'a@example.vn');
    await user.type(fields.phone, '0912345678');
    await submit();

    expect(await screen.findByText('This email cannot receive mail.')).toBeInTheDocument();
    expect(fields.email).toHaveAccessibleDescription('This email cannot receive mail.');
  });
});
