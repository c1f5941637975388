import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { validationMessages } from '@app/contracts/validation';
import vi from '../../../messages/vi';
import en from '../../../messages/en';
import {
  changePasswordBodySchema,
  loginBody,
  registerBodySchema,
  resetPasswordConfirmBodySchema,
  resetPasswordQuery,
} from '@app/contracts/accounts';
import { loginFields } from './login-fields';
import { registerFields } from './register-fields';
import { forgotPasswordFields, resetPasswordFields } from './password-reset-fields';
import { changePasswordFields } from './change-password-fields';
import { accountInfoFields, accountInfoSchema } from './account-info-fields';
import { ambassadorFields } from './ambassador-fields';
import { textError, type TextRule } from '@/lib/text-rules';
import { schemaProblems } from '@/hooks/use-app-form';
import { rulesOf, type FieldConfig } from './field-config';

const byName = <Name extends string>(fields: readonly FieldConfig<Name>[], name: Name) => rulesOf(fields)[name]!;
/** The field's first problem as the form finds it from its text rule. */
const ruleError = (rule: TextRule, values: Record<string, string>, name = Object.keys(values).at(-1)!) =>
  textError(rule, values[name] ?? '', values);

// The sign-in forms leave these to the API (keeping zod out of the public pages' scripts); they must agree.
const registerSchema = registerBodySchema();

const registration = {
  last_name: 'Nguyễn',
  first_name: 'Minh Anh',
  phone: '0912345678',
  email: 'minh@example.com',
  password: 'Mua-Bao-Cao-2026',
  rePassword: 'Mua-Bao-Cao-2026',
};

describe('field rules from the field configurations', () => {
  it('give the messages of login, registration and forgot password', () => {
    expect(ruleError(byName(loginFields, 'username'), { username: '  ' })).toBe('login_username_required');
    expect(ruleError(byName(loginFields, 'password'), { password: '' })).toBe('password_required');
    expect(ruleError(byName(registerFields, 'first_name'), { first_name: '' })).toBe('first_name_required');
    expect(ruleError(byName(registerFields, 'first_name'), { first_name: 'x'.repeat(40) })).toBe('first_name_too_long');
    expect(ruleError(byName(registerFields, 'first_name'), { first_name: 'x'.repeat(39) })).toBeNull();
    expect(ruleError(byName(registerFields, 'last_name'), { last_name: 'x'.repeat(40) })).toBe('last_name_too_long');
    expect(ruleError(byName(registerFields, 'phone'), { phone: '09 1234' })).toBe('phone_digits');
    expect(ruleError(byName(registerFields, 'phone'), { phone: '' })).toBe('phone_required');
    expect(ruleError(byName(registerFields, 'email'), { email: 'minh@' })).toBe('email_invalid');
    expect(ruleError(byName(registerFields, 'rePassword'), { password: 'a', rePassword: '' })).toBe('re_password_required');
    expect(ruleError(byName(forgotPasswordFields, 'userEmail'), { userEmail: '' })).toBe('reset_identity_required');

    expect(validationMessages.first_name_too_long.vi).toBe('Bạn đã tên quá 40 kí tự, vui lòng nhập lại');
    expect(validationMessages.phone_digits.vi).toBe('Số điện thoại không được chứa chữ cái và các kí tự đặc biệt.');
    expect(validationMessages.reset_identity_required.vi).toBe('Vui lòng nhập tên đăng nhập hoặc email!');
  });

  it('reject a confirmation that differs from the password it depends on, as typed', () => {
    const rePassword = byName(registerFields, 'rePassword');
    expect(rePassword.sameAs).toEqual({ field: 'password', message: 'password_mismatch' });
    expect(ruleError(rePassword, { password: 'Mua-Bao-Cao-2026', rePassword: 'Mua-Bao-Cao-2025' })).toBe('password_mismatch');
    expect(ruleError(rePassword, { password: 'Mua-Bao-Cao-2026 ', rePassword: 'Mua-Bao-Cao-2026' })).toBe('password_mismatch');
    expect(ruleError(byName(changePasswordFields, 'rePassword'), { newPassword: 'a', rePassword: 'b' })).toBe('password_mismatch');
    expect(validationMessages.password_mismatch.vi).toBe('Mật khẩu không trùng khớp');
  });

  it('judge texts trimmed, passwords as typed', () => {
    expect(ruleError(byName(registerFields, 'first_name'), { first_name: `  ${'x'.repeat(39)}  ` })).toBeNull();
    expect(ruleError(byName(loginFields, 'password'), { password: '   ' })).toBeNull();
  });

  it('agree with the contract schemas the API validates with', () => {
    const cases: [readonly FieldConfig[], ZodType, Record<string, string>][] = [
      [registerFields, registerSchema, registration],
      [registerFields, registerSchema, { ...registration, first_name: 'x'.repeat(40), phone: '09a', email: 'no', rePassword: 'other' }],
      [registerFields, registerSchema, { ...registration, last_name: '', password: '', rePassword: '' }],
      [loginFields, loginBody, { username: '', password: '' }],
      [forgotPasswordFields, resetPasswordQuery, { userEmail: ' ' }],
      [resetPasswordFields, resetPasswordConfirmBodySchema(), { token: 't', password: 'Mua-Bao-Cao-2026', rePassword: 'other' }],
      [changePasswordFields, changePasswordBodySchema(), { oldPassword: '', newPassword: 'x'.repeat(40), rePassword: '' }],
      [accountInfoFields, accountInfoSchema, { last_name: 'Lê', first_name: 'x'.repeat(40), phone: '0912', avatar_url: 'ftp://x' }],
      [accountInfoFields, accountInfoSchema, { last_name: 'Lê', first_name: 'Hà', phone: '0912', avatar_url: '/files/a.png' }],
      ...['http://cdn.example.com/a.png', '//cdn.example.com/a.png', 'javascript:alert(1)', 'https://cdn.example.com/a.png'].map(
        (avatar_url): [readonly FieldConfig[], ZodType, Record<string, string>] => [
          accountInfoFields,
          accountInfoSchema,
          { last_name: 'Lê', first_name: 'Hà', phone: '0912', avatar_url },
        ],
      ),
    ];
    for (const [fields, schema, values] of cases) {
      const fromSchema = schemaProblems(schema, values);
      const rules = rulesOf(fields);
      for (const field of fields) {
        const error = ruleError(rules[field.property]!, values, field.property);
        if (error) expect(fromSchema[field.property], `${field.property}: ${JSON.stringify(values[field.property])}`).toBe(error);
        else expect(fromSchema[field.property], field.property).toBeUndefined();
      }
    }
  });

  it('leave to the API what the format cannot say, such as the minimum password length', () => {
    const short = { ...registration, password: 'short', rePassword: 'short' };
    expect(ruleError(byName(registerFields, 'password'), short, 'password')).toBeNull();
    expect(schemaProblems(registerSchema, short)).toEqual({ password: 'password_too_short' });
    expect(schemaProblems(registerSchema, registration)).toEqual({});
  });

  it('have a label and a placeholder in both languages for every configured field', () => {
    const all = [
      loginFields,
      registerFields,
      forgotPasswordFields,
      resetPasswordFields,
      changePasswordFields,
      accountInfoFields,
      ambassadorFields,
    ].flat();
    for (const messages of [vi.fields, en.fields] as Record<string, Record<string, string>>[]) {
      for (const field of all) {
        expect(messages[field.property]?.label, field.property).toBeTruthy();
        const [name, key] = (field.placeholder ?? '').split('.');
        if (field.placeholder) expect(messages[name!]?.[key!], field.placeholder).toBeTruthy();
      }
    }
  });
});
