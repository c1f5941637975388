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
  it('gives each failing field its message key', () => {
    expect(textErrors({ phone }, { phone: '09ab' })).toEqual({ phone: 'phone_digits' });
    expect(textErrors({ phone, note: {} }, { phone: '', note: '' })).toEqual({ phone: 'phone_required' });
  });

  it('holds a confirmation to the field it repeats, and a secret as typed', () => {
    const rules = {
      password: { required: 'password_required', keepSpaces: true },
      rePassword: { required: 're_password_required', keepSpaces: true, sameAs: { field: 'password', message: 'password_mismatch' } },
    } as const;
    expect(textErrors(rules, { password: ' a ', rePassword: ' a' })).toEqual({ rePassword: 'password_mismatch' });
    expect(textErrors(rules, { password: '   ', rePassword: '   ' })).toEqual({});
    expect(textErrors(rules, { password: 'a', rePassword: '' })).toEqual({ rePassword: 're_password_required' });
  });
});
