import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../src/db/schema/index.js';
import { hashOpaqueToken } from '../../src/modules/accounts/opaque-token.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call, login, registerUser, sleep, type TestUser } from './account-helpers.js';
import { mailsTo, resetTokenIn, waitForMail } from './mail-outbox.js';

let t: TestApp;
let person: TestUser;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', WEB_ORIGIN: 'https://shop.example.vn' });
  person = await registerUser(t.app, { first_name: 'Hoa', last_name: 'Lê' });
});
afterAll(() => t.close());

const requestReset = (userEmail: string | undefined, language = 'vi') =>
  call(t.app, userEmail === undefined ? '/auth/resetpassword' : `/auth/resetpassword?userEmail=${encodeURIComponent(userEmail)}`, {
    method: 'POST',
    language,
  });

const confirm = (body: Record<string, unknown>, language = 'vi') => call(t.app, '/auth/reset-password/confirm', { body, language });

describe('POST /auth/resetpassword', () => {
  it('mails a single-use link to the web app, valid for 30 minutes, in the caller’s language', async () => {
    const reply = await requestReset(person.email);
    expect(reply.status).toBe(200);
    const mail = await waitForMail(t.db.db, person.email);
    expect(mail).toMatchObject({ status: 'sent', attempts: 1, subject: 'Đặt lại mật khẩu tài khoản Sen Vàng Data' });
    expect(mail.text).toContain('Xin chào Lê Hoa,');
    expect(mail.text).toContain('hết hạn sau 30 phút');
    expect(mail.text).toMatch(/https:\/\/shop\.example\.vn\/reset-password\?token=[\w-]{43}\n/);
    expect(mail.html).toContain('href="https://shop.example.vn/reset-password?token=');

    const token = resetTokenIn(mail.text);
    const [stored] = await t.db.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashOpaqueToken(token)));
    expect(stored?.userId).toBe(person.id);
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    const other = await registerUser(t.app);
    await requestReset(other.username, 'en');
    const english = await waitForMail(t.db.db, other.email);
    expect(english.subject).toBe('Reset the password of your Sen Vàng Data account');
    expect(english.text).toContain('https://shop.example.vn/en/reset-password?token=');
  });

  it('answers known and unknown addresses with the same status and body, and mails nobody for an unknown one', async () => {
    const known = await requestReset(person.username);
    const unknown = await requestReset('nobody.at.all@example.com');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({
      code: 200,
      message: 'Nếu tên đăng nhập hoặc email tồn tại, chúng tôi đã gửi hướng dẫn đặt lại mật khẩu vào email của tài khoản.',
      result: null,
    });
    await sleep(200);
    expect(await mailsTo(t.db.db, 'nobody.at.all@example.com')).toHaveLength(0);
  });

  it('asks for the username or email with its own message', async () => {
    for (const value of [undefined, '   ']) {
      const reply = await requestReset(value);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('Vui lòng nhập tên đăng nhập hoặc email!');
      expect(reply.body.errors).toEqual([
        { field: 'userEmail', code: 'reset_identity_required', message: 'Vui lòng nhập tên đăng nhập hoặc email!' },
      ]);
    }
    expect((await requestReset(undefined, 'en')).body.message).toBe('Please enter your username or email!');
  });

  it('sends at most three links per account within the validity period', async () => {
    const busy = await registerUser(t.app);
    for (let i = 0; i < 4; i += 1) {
      expect((await requestReset(busy.email)).status).toBe(200);
      await sleep(50);
    }
    await waitForMail(t.db.db, busy.email, { count: 3 });
    await sleep(200);
    expect(await mailsTo(t.db.db, busy.email)).toHaveLength(3);
  });
});

describe('POST /auth/reset-password/confirm', () => {
  it('sets the new password, spends the link, lifts a lockout and ends every session', async () => {
    const forgetful = await registerUser(t.app);
    const session = await login(t.app, forgetful.username, forgetful.password);
    await Promise.all(
      Array.from({ length: t.app.config.LOGIN_ACCOUNT_MAX_FAILURES }, (_, i) =>
        call(t.app, '/auth/authenticate', { body: { username: forgetful.username, password: `wrong-${i}` }, address: `198.51.100.${i}` }),
      ),
    );
    expect((await call(t.app, '/auth/authenticate', { body: { username: forgetful.username, password: forgetful.password } })).status).toBe(
      400,
    );
    await requestReset(forgetful.email);
    const token = resetTokenIn((await waitForMail(t.db.db, forgetful.email)).text);

    const reply = await confirm({ token, password: 'Mat-Khau-Moi-2026', rePassword: 'Mat-Khau-Moi-2026' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 200, message: 'Đặt lại mật khẩu thành công' });

    expect((await call(t.app, '/auth/authenticate', { body: { username: forgetful.username, password: forgetful.password } })).status).toBe(
      400,
    );
    expect((await login(t.app, forgetful.email, 'Mat-Khau-Moi-2026')).token).toBeTruthy();
    expect((await call(t.app, `/v1/public/users/refresh-token?long_token=${session.long_token}`, { method: 'POST' })).status).toBe(401);
    const oldAccess = await call(t.app, '/v1/me', { token: session.token });
    expect(oldAccess.status).toBe(401);
    expect(oldAccess.body.message).toBe('Phiên đăng nhập hết hạn');
    const [row] = await t.db.db.select({ changed: users.passwordChangedAt }).from(users).where(eq(users.id, forgetful.id));
    expect(row?.changed).toBeInstanceOf(Date);

    const reused = await confirm({ token, password: 'Mat-Khau-Khac-2026', rePassword: 'Mat-Khau-Khac-2026' });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({
      error_code: 'RESET_TOKEN_INVALID',
      message: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn.',
    });
  });

  it('spends the other links of the account too', async () => {
    const someone = await registerUser(t.app);
    await requestReset(someone.email);
    const first = resetTokenIn((await waitForMail(t.db.db, someone.email)).text);
    await requestReset(someone.email);
    const second = resetTokenIn((await waitForMail(t.db.db, someone.email, { count: 2 })).text);
    expect((await confirm({ token: second, password: 'Mat-Khau-Moi-2026', rePassword: 'Mat-Khau-Moi-2026' })).status).toBe(200);
    expect((await confirm({ token: first, password: 'Mat-Khau-Khac-2026', rePassword: 'Mat-Khau-Khac-2026' })).body.error_code).toBe(
      'RESET_TOKEN_INVALID',
    );
  });

  it('refuses an expired or unknown link and applies the password rules without spending the link', async () => {
    const someone = await registerUser(t.app);
    await requestReset(someone.email);
    const token = resetTokenIn((await waitForMail(t.db.db, someone.email)).text);

    const weak = await confirm({ token, password: 'password123', rePassword: 'password123' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([
      { field: 'password', code: 'password_too_common', message: 'Mật khẩu quá phổ biến hoặc đã bị lộ, vui lòng chọn mật khẩu khác' },
    ]);
    const mismatch = await confirm({ token, password: 'Mat-Khau-Moi-2026', rePassword: 'Mat-Khau-Moi-2027' });
    expect(mismatch.body.errors).toEqual([{ field: 'rePassword', code: 'password_mismatch', message: 'Mật khẩu không trùng khớp' }]);

    await t.db.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashOpaqueToken(token)));
    const expired = await confirm({ token, password: 'Mat-Khau-Moi-2026', rePassword: 'Mat-Khau-Moi-2026' }, 'en');
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('The password reset link is invalid or has expired.');
    expect((await confirm({ token: 'made-up', password: 'Mat-Khau-Moi-2026', rePassword: 'Mat-Khau-Moi-2026' })).body.error_code).toBe(
      'RESET_TOKEN_INVALID',
    );
  });
});
