import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call, login, registerUser, userRow } from './account-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const valid = {
  first_name: 'An',
  last_name: 'Trần',
  phone: '0912000001',
  email: 'an.tran@example.com',
  password: 'Sen-Vang-2026!',
  rePassword: 'Sen-Vang-2026!',
};

async function register(body: Record<string, unknown>, language = 'vi') {
  return call(t.app, '/auth/register', { body, language });
}

/** The one error a field gets for a value, in the given language. */
async function fieldError(field: string, value: unknown, language = 'vi') {
  const reply = await register({ ...valid, [field]: value }, language);
  expect(reply.status).toBe(400);
  const errors = reply.body.errors.filter((e: { field: string }) => e.field === field);
  expect(errors).toHaveLength(1);
  return errors[0];
}

describe('POST /auth/register: the rules and messages of each field', () => {
  const cases: [string, unknown, string, string, string][] = [
    ['first_name', '', 'first_name_required', 'Vui lòng nhập tên', 'Please enter your first name'],
    ['first_name', undefined, 'first_name_required', 'Vui lòng nhập tên', 'Please enter your first name'],
    [
      'first_name',
      'a'.repeat(40),
      'first_name_too_long',
      'Bạn đã tên quá 40 kí tự, vui lòng nhập lại',
      'Your first name is over 40 characters, please try again',
    ],
    ['last_name', '   ', 'last_name_required', 'Vui lòng nhập họ', 'Please enter your last name'],
    [
      'last_name',
      'b'.repeat(40),
      'last_name_too_long',
      'Bạn đã nhập họ quá 40 kí tự, vui lòng nhập lại',
      'Your last name is over 40 characters, please try again',
    ],
    ['phone', '', 'phone_required', 'Vui lòng nhập số điện thoại', 'Please enter your phone number'],
    [
      'phone',
      '1'.repeat(40),
      'too_long',
      'Bạn đã nhập quá 40 kí tự, vui lòng nhập lại',
      'You entered more than 40 characters, please try again',
    ],
    [
      'phone',
      '09-12 abc',
      'phone_digits',
      'Số điện thoại không được chứa chữ cái và các kí tự đặc biệt.',
      'The phone number may not contain letters or special characters.',
    ],
    ['email', '', 'email_required', 'Vui lòng nhập email', 'Please enter your email'],
    ['email', 'not-an-email', 'email_invalid', 'Email không hợp lệ', 'Invalid email address'],
    ['password', '', 'password_required', 'Vui lòng nhập mật khẩu', 'Please enter your password'],
    ['password', 'Ab1!', 'password_too_short', 'Mật khẩu phải có ít nhất 8 kí tự', 'The password must have at least 8 characters'],
    [
      'password',
      'x'.repeat(40),
      'too_long',
      'Bạn đã nhập quá 40 kí tự, vui lòng nhập lại',
      'You entered more than 40 characters, please try again',
    ],
    [
      'password',
      'Password1',
      'password_too_common',
      'Mật khẩu quá phổ biến hoặc đã bị lộ, vui lòng chọn mật khẩu khác',
      'This password is too common or has been breached, please choose another',
    ],
    ['rePassword', '', 're_password_required', 'Vui lòng nhập lại mật khẩu', 'Please enter your password again'],
    ['rePassword', 'Sen-Vang-2027!', 'password_mismatch', 'Mật khẩu không trùng khớp', 'The passwords do not match'],
    [
      'username',
      'Có Dấu',
      'username_invalid',
      'Tên đăng nhập gồm 3 đến 39 kí tự: chữ thường không dấu, chữ số, dấu chấm, gạch dưới hoặc gạch ngang',
      'The username has 3 to 39 characters: lower-case letters without accents, digits, dots, underscores or dashes',
    ],
  ];

  it.each(cases)('%s = %j → %s, in Vietnamese and in English', async (field, value, code, vi, en) => {
    const body = field === 'password' ? { rePassword: value } : {};
    const viReply = await register({ ...valid, ...body, [field]: value });
    expect(viReply.status).toBe(400);
    expect(viReply.body).toMatchObject({ code: 400, result: null, error_code: 'VALIDATION_FAILED' });
    expect(viReply.body.errors).toContainEqual({ field, code, message: vi });
    const enReply = await register({ ...valid, ...body, [field]: value }, 'en-US,en;q=0.9');
    expect(enReply.body.errors).toContainEqual({ field, code, message: en });
  });

  it('reports every invalid field at once, each with its own message', async () => {
    const reply = await register({ first_name: '', last_name: '', phone: 'abc', email: '', password: 'short', rePassword: 'other' });
    expect(reply.status).toBe(400);
    const byField = Object.fromEntries(reply.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]));
    expect(byField).toEqual({
      first_name: 'first_name_required',
      last_name: 'last_name_required',
      phone: 'phone_digits',
      email: 'email_required',
      password: 'password_too_short',
      rePassword: 'password_mismatch',
    });
  });

  it('gives a single invalid field its message as the reply message', async () => {
    const error = await fieldError('first_name', '');
    expect(error.message).toBe('Vui lòng nhập tên');
    const reply = await register({ ...valid, first_name: '' });
    expect(reply.body.message).toBe('Vui lòng nhập tên');
  });

  it('creates a customer with trimmed text, a lower-case email and a username from the email', async () => {
    const reply = await register({
      ...valid,
      first_name: '  An  ',
      last_name: ' Trần ',
      email: '  An.Tran@Example.com ',
      phone: ' 0912000001 ',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      code: 200,
      message: 'Đăng ký thành công',
      result: { username: 'an.tran', email: 'an.tran@example.com' },
    });
    const row = await userRow(t.db.db, reply.body.result.id);
    expect(row).toMatchObject({ firstName: 'An', lastName: 'Trần', phone: '0912000001', email: 'an.tran@example.com', status: 'active' });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const session = await login(t.app, 'an.tran@example.com', valid.password);
    const me = await call(t.app, '/v1/me', { token: session.token });
    expect(me.body.result).toMatchObject({ username: 'an.tran', roles: ['USER'], item_permissions: [], is_ambassador: false });
  });

  it('refuses a taken email, username and phone, each on its own field', async () => {
    const first = await registerUser(t.app, { username: 'hoa.le' });
    const email = await register({ ...valid, email: first.email.toUpperCase(), phone: '0912000099' });
    expect(email.status).toBe(400);
    expect(email.body.errors).toEqual([{ field: 'email', code: 'email_taken', message: 'Email đã được sử dụng' }]);
    expect(email.body.message).toBe('Email đã được sử dụng');

    const username = await register({ ...valid, email: 'other.1@example.com', phone: '0912000098', username: 'Hoa.Le' }, 'en');
    expect(username.body.errors).toEqual([{ field: 'username', code: 'username_taken', message: 'This username is already taken' }]);

    const phone = await register({ ...valid, email: 'other.2@example.com', phone: first.phone });
    expect(phone.body.errors).toEqual([{ field: 'phone', code: 'phone_taken', message: 'Số điện thoại đã được sử dụng' }]);

    const all = await register({ ...valid, email: first.email, phone: first.phone, username: 'hoa.le' });
    expect(all.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'phone', 'username']);
  });

  it('derives a free username when the one from the email is taken', async () => {
    const a = await registerUser(t.app, { email: 'minh.pham@example.com' });
    const b = await registerUser(t.app, { email: 'minh.pham@example.org' });
    const c = await registerUser(t.app, { email: 'Minh.Phạm+shop@example.net' });
    expect([a.username, b.username, c.username]).toEqual(['minh.pham', 'minh.pham1', 'minh.pham2']);
  });
});
