import { describe, expect, it } from 'vitest';
import { patterns } from '@app/contracts/validation';
import { textError, textErrors } from './text-rules';

const phone = {
  required: 'phone_required',
  maxLength: { max: 39, message: 'too_long' },
  patterns: [
    { pattern: patterns.digitsOnly, message: 'phone_digits' },
    { pattern: patterns.vietnamesePhone, message: 'phone_invalid' },
  ],
} as const;

describe('textError', () => {
  it('asks for an empty field, whatever its other rules', () => {
    expect(textError(phone, '   ')).toBe('phone_required');
    expect(textError({}, '')).toBeNull();
  });

  it('checks the length, then the patterns in order, on the trimmed value', () => {
    expect(textError(phone, '9'.repeat(40))).toBe('too_long');
    expect(textError(phone, ' 09ab ')).toBe('phone_digits');
    expect(textError(phone, '0123')).toBe('phone_invalid');
    expect(textError(phone, ' 0912345678 ')).toBeNull();
  });
});

describe('textErrors', () => {
  it('gives each failing field its message in the reader’s language', () => {
    expect(textErrors({ phone }, { phone: '09ab' }, 'vi')).toEqual({
      phone: 'Số điện thoại không được chứa chữ cái và các kí tự đặc biệt.',
    });
    expect(textErrors({ phone }, { phone: '' }, 'en')).toEqual({ phone: 'Please enter your phone number' });
  });
});
