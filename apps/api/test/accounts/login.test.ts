import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import type * as PasswordModule from '../../src/lib/password.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call, registerUser, sleep, type TestUser } from './account-helpers.js';

const LOCK_SECONDS = 5;

/** Password hashes checked by the sign-in: the costly step that every refusal must take. */
const hashChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/lib/password.js', async (importOriginal) => {
  const actual = await importOriginal<typeof PasswordModule>();
  return {
    ...actual,
    verifyPassword: (...args: Parameters<typeof actual.verifyPassword>) => {
      hashChecks.count += 1;
      return actual.verifyPassword(...args);
    },
  };
});

let t: TestApp;
let lan: TestUser;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '1000',
    LOGIN_MAX_FAILURES: '3',
    LOGIN_ACCOUNT_MAX_FAILURES: '6',
    LOGIN_LOCK_SECONDS: String(LOCK_SECONDS),
  });
  lan = await registerUser(t.app, { username: 'lan.login' });
});
afterAll(() => t.close());

const authenticate = (username: string, password: string, language = 'vi', address?: string) =>
  call(t.app, '/auth/authenticate', { body: { username, password }, language, address });

describe('POST /auth/authenticate', () => {
  it('signs in with the username or the email and answers OK with both tokens and the login type', async () => {
    for (const name of [lan.username, lan.email, `  ${lan.email.toUpperCase()} `]) {
      const reply = await authenticate(name, lan.password);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ code: 200, message: 'OK', result: { login_type: 'password' } });
      expect(reply.body.result.token.split('.')).toHaveLength(3);
      expect(reply.body.result.long_token).toMatch(/^[\w-]{43}$/);
      const me = await call(t.app, '/v1/me', { token: reply.body.result.token });
      expect(me.body.result.id).toBe(lan.id);
    }
    const [row] = await t.db.db.select({ lastLoginAt: users.lastLoginAt }).from(users).where(eq(users.id, lan.id));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
  });

  it('requires the username and the password, each with its own message', async () => {
    const reply = await call(t.app, '/auth/authenticate', { body: { username: ' ', password: '' } });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([
      { field: 'username', code: 'login_username_required', message: 'Vui lòng nhập tên đăng nhập/email' },
      { field: 'password', code: 'password_required', message: 'Vui lòng nhập mật khẩu' },
    ]);
    const english = await call(t.app, '/auth/authenticate', { body: {}, language: 'en' });
    expect(english.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'Please enter your username/email',
      'Please enter your password',
    ]);
  });

  it('answers a wrong password and an unknown name with the same message, in either language', async () => {
    const other = await registerUser(t.app);
    const wrong = await authenticate(other.username, 'not-the-password');
    const unknown = await authenticate('nobody.here', 'not-the-password');
    for (const reply of [wrong, unknown]) {
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        code: 400,
        message: 'Tên đăng nhập hoặc mật khẩu không đúng',
        error_code: 'INVALID_CREDENTIALS',
        result: null,
      });
    }
    const english = await authenticate('nobody.here', 'x', 'en');
    expect(english.body.message).toBe('Incorrect username or password');
  });

  it('after repeated wrong passwords from one address, refuses even the right one from there, exactly as a wrong password', async () => {
    const victim = await registerUser(t.app);
    const from = '203.0.113.7';
    const wrongPasswords = [];
    for (let i = 1; i <= 3; i += 1) wrongPasswords.push(await authenticate(victim.username, `wrong-${i}`, 'vi', from));
    const rightButLocked = await authenticate(victim.email, victim.password, 'vi', from);
    const unknown = await authenticate('nobody.at.all', victim.password, 'vi', from);
    for (const reply of [...wrongPasswords, rightButLocked, unknown]) expect(reply).toEqual(wrongPasswords[0]);
    expect(rightButLocked.body.error_code).toBe('INVALID_CREDENTIALS');
    expect((await authenticate(victim.username, victim.password, 'en', from)).body).toEqual((await authenticate('nobody', 'x', 'en')).body);

    await sleep(LOCK_SECONDS * 1000 + 200);
    expect((await authenticate(victim.username, victim.password, 'vi', from)).status).toBe(200);
  });

  it("does not let a stranger's wrong passwords lock the owner out on the owner's own address", async () => {
    const customer = await registerUser(t.app);
    for (let i = 0; i < 5; i += 1) await authenticate(customer.username, `guess-${i}`, 'vi', '198.51.100.66');
    expect((await authenticate(customer.username, customer.password, 'vi', '198.51.100.66')).status).toBe(400);
    expect((await authenticate(customer.username, customer.password, 'vi', '192.0.2.10')).status).toBe(200);
  });

  it('locks the account for every address once failures from all addresses reach the much higher limit', async () => {
    const target = await registerUser(t.app);
    const guess = (from: string) => Promise.all([1, 2, 3].map((i) => authenticate(target.username, `guess-${i}`, 'vi', from)));
    // A locked address adds nothing more, however long it goes on.
    await guess('198.51.100.1');
    await guess('198.51.100.1');
    expect((await authenticate(target.username, target.password, 'vi', '192.0.2.20')).status).toBe(200);
    await guess('198.51.100.2');
    const owner = await authenticate(target.username, target.password, 'vi', '192.0.2.20');
    expect(owner.status).toBe(400);
    expect(owner.body.error_code).toBe('INVALID_CREDENTIALS');
    await sleep(LOCK_SECONDS * 1000 + 200);
    expect((await authenticate(target.username, target.password, 'vi', '192.0.2.20')).status).toBe(200);
  });

  it('checks a password hash before refusing a locked account or an unknown name, so no refusal is quicker than a wrong password', async () => {
    const person = await registerUser(t.app);
    for (let i = 0; i < 3; i += 1) await authenticate(person.username, `wrong-${i}`, 'vi', '203.0.113.99');
    for (const [username, password] of [
      [person.username, 'a-wrong-guess'],
      [person.username, person.password],
      ['nobody.at.all', 'a-wrong-guess'],
    ] as const) {
      hashChecks.count = 0;
      const reply = await authenticate(username, password, 'vi', '203.0.113.99');
      expect(reply.body.error_code).toBe('INVALID_CREDENTIALS');
      expect(hashChecks.count).toBe(1);
    }
  });

  it('forgets earlier wrong passwords after a successful sign-in', async () => {
    const person = await registerUser(t.app);
    await authenticate(person.username, 'wrong-1');
    await authenticate(person.username, 'wrong-2');
    expect((await authenticate(person.username, person.password)).status).toBe(200);
    await authenticate(person.username, 'wrong-3');
    await authenticate(person.username, 'wrong-4');
    expect((await authenticate(person.username, person.password)).status).toBe(200);
  });

  it('refuses an inactive account with the account error, but only to someone who knows the password', async () => {
    const person = await registerUser(t.app);
    await t.db.db.update(users).set({ status: 'inactive' }).where(eq(users.id, person.id));
    const right = await authenticate(person.username, person.password);
    expect(right.status).toBe(403);
    expect(right.body).toMatchObject({ error_code: 'ACCOUNT_INACTIVE', message: 'Lỗi tài khoản, liên hệ Sen Vàng Data để được hỗ trợ' });
    const wrong = await authenticate(person.username, 'wrong-password');
    expect(wrong.body.error_code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses an account made through social sign-in only, which has no password', async () => {
    const person = await registerUser(t.app);
    await t.db.db.update(users).set({ passwordHash: null }).where(eq(users.id, person.id));
    expect((await authenticate(person.username, person.password)).body.error_code).toBe('INVALID_CREDENTIALS');
  });

  it('ignores a stale bearer token sent along with the sign-in', async () => {
    const reply = await call(t.app, '/auth/authenticate', {
      body: { username: lan.username, password: lan.password },
      token: 'expired.or.garbage',
    });
    expect(reply.status).toBe(200);
  });
});

describe('rate limits on sign-in, registration and reset', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => limited.close());

  it.each([
    ['/auth/authenticate', { username: 'nobody', password: 'x' }],
    ['/auth/register', { first_name: '' }],
    ['/auth/resetpassword?userEmail=nobody', undefined],
  ])('%s answers 429 with "too many actions" after the limit', async (url, body) => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await call(limited.app, url, { method: 'POST', body })).status);
    expect(statuses).not.toContain(429);
    const last = await call(limited.app, url, { method: 'POST', body });
    expect(last.status).toBe(429);
    expect(last.body).toMatchObject({
      code: 429,
      message: 'Thực hiện quá nhiều hành động, vui lòng thử lại sau ít phút.',
      error_code: 'TOO_MANY_REQUESTS',
    });
  });
});
