import { describe, expect, it } from 'vitest';
import { communitySignupBody, freeDownloadBody } from '@app/contracts/contacts';
import { issuesToErrors, serverFieldErrors } from './form-errors';

describe('issuesToErrors', () => {
  it("gives the guest form the specification's Vietnamese messages", () => {
    const result = freeDownloadBody.safeParse({ report_id: 1, full_name: '  ', email: '', phone_number: '09a' });
    expect(result.success).toBe(false);
    expect(issuesToErrors(result.error?.issues ?? [], 'vi')).toEqual({
      full_name: 'Vui lòng nhập tên',
      email: 'Vui lòng nhập email',
      phone_number: 'Số điện thoại không được chứa chữ cái và các kí tự đặc biệt.',
    });
  });

  it('keeps one message per field, in English on English pages', () => {
    const result = communitySignupBody.safeParse({ name: 'An', phoneNumber: '', email: 'an@' });
    const errors = issuesToErrors(result.error?.issues ?? [], 'en');
    expect(errors.phoneNumber).toBe('Please enter your phone number');
    expect(errors.email).toBe('Invalid email address');
    expect(errors.name).toBeUndefined();
  });
});

describe('serverFieldErrors', () => {
  it('keeps the first message the server gave for each field', () => {
    expect(
      serverFieldErrors([
        { field: 'email', code: 'email_invalid', message: 'Email không hợp lệ' },
        { field: 'email', code: 'required', message: 'x' },
      ]),
    ).toEqual({ email: 'Email không hợp lệ' });
  });
});
