import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './form-errors';

describe('serverFieldErrors', () => {
  it('keeps the first message the server gave for each field', () => {
    expect(
      serverFieldErrors([
        { field: 'email', code: 'email_invalid', message: 'Email không hợp lệ' },
        { field: 'email', code: 'required', message: 'x' },
        { field: 'phoneNumber', code: 'phone_invalid', message: 'Số điện thoại không hợp lệ' },
      ]),
    ).toEqual({ email: 'Email không hợp lệ', phoneNumber: 'Số điện thoại không hợp lệ' });
  });
});
