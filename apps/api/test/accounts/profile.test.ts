import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambassadors, users } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call, login, registerUser, setRoles, type TestUser } from './account-helpers.js';

let t: TestApp;
let customer: TestUser;
let customerToken: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  customer = await registerUser(t.app, { first_name: 'Bình', last_name: 'Đỗ Văn', username: 'binh.do' });
  customerToken = (await login(t.app, customer.username, customer.password)).token;
});
afterAll(() => t.close());

describe('GET /v1/me', () => {
  it('answers 401 without a token and with a bad one', async () => {
    expect((await call(t.app, '/v1/me')).status).toBe(401);
    const bad = await call(t.app, '/v1/me', { token: 'not.a.token' });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe('Vui lòng đăng nhập để tiếp tục.');
  });

  it('gives a customer the infoUser fields', async () => {
    const reply = await call(t.app, '/v1/me', { token: customerToken });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      code: 200,
      message: 'OK',
      result: {
        id: customer.id,
        first_name: 'Bình',
        last_name: 'Đỗ Văn',
        username: 'binh.do',
        email: customer.email,
        phone: customer.phone,
        phone_number: customer.phone,
        avatar_url: null,
        status: 'active',
        has_password: true,
        roles: ['USER'],
        item_permissions: [],
        is_ambassador: false,
        ambassador_response: null,
      },
    });
  });

  it('gives staff their effective item permissions', async () => {
    const staff = await registerUser(t.app);
    await setRoles(t.db.db, staff.id, ['STAFF', 'USER']);
    const { token } = await login(t.app, staff.username, staff.password);
    const me = await call(t.app, '/v1/me', { token });
    expect(me.body.result.roles).toEqual(['STAFF', 'USER']);
    const admin = await registerUser(t.app);
    await setRoles(t.db.db, admin.id, ['ADMIN']);
    const adminMe = await call(t.app, '/v1/me', { token: (await login(t.app, admin.username, admin.password)).token });
    expect(adminMe.body.result.item_permissions).toContain('user-manage/users');
    expect(adminMe.body.result.item_permissions.length).toBeGreaterThan(10);
  });

  it('gives an approved ambassador the name and picture of the ambassador record and a blank last name', async () => {
    const person = await registerUser(t.app, { first_name: 'Tuấn', last_name: 'Hoàng' });
    const [record] = await t.db.db
      .insert(ambassadors)
      .values({
        userId: person.id,
        name: 'Đại sứ Hoàng Tuấn',
        avatarUrl: '/files/ambassadors/tuan.jpg',
        level: 'province',
        registrationStatus: 'approved',
        status: 'active',
      })
      .returning({ id: ambassadors.id });
    const { token } = await login(t.app, person.username, person.password);
    const me = await call(t.app, '/v1/me', { token });
    expect(me.body.result).toMatchObject({
      first_name: 'Đại sứ Hoàng Tuấn',
      last_name: '',
      avatar_url: '/files/ambassadors/tuan.jpg',
      is_ambassador: true,
      ambassador_response: { id: record!.id, name: 'Đại sứ Hoàng Tuấn', avatar_url: '/files/ambassadors/tuan.jpg', status: 'active' },
    });

    await t.db.db.update(ambassadors).set({ status: 'lock' }).where(eq(ambassadors.id, record!.id));
    expect((await call(t.app, '/v1/me', { token })).body.result.ambassador_response.status).toBe('lock');
  });

  it('answers for the demo customer and the demo ambassador of the seed', async () => {
    const customerMe = await call(t.app, '/v1/me', { token: (await login(t.app, 'khachhang', 'Khach@2026!')).token });
    expect(customerMe.body.result).toMatchObject({
      username: 'khachhang',
      roles: ['USER'],
      is_ambassador: false,
      ambassador_response: null,
    });
    const ambassadorMe = await call(t.app, '/v1/me', { token: (await login(t.app, 'daisu@senvang.vn', 'DaiSu@2026!')).token });
    expect(ambassadorMe.body.result).toMatchObject({
      username: 'daisu',
      last_name: '',
      is_ambassador: true,
      ambassador_response: { status: 'active' },
    });
    expect(ambassadorMe.body.result.first_name).toBe(ambassadorMe.body.result.ambassador_response.name);
  });

  it('treats a registration that is not approved as no ambassador', async () => {
    const person = await registerUser(t.app, { first_name: 'Mai' });
    await t.db.db.insert(ambassadors).values({ userId: person.id, name: 'Mai đại sứ', level: 'area', registrationStatus: 'not_handled' });
    const me = await call(t.app, '/v1/me', { token: (await login(t.app, person.username, person.password)).token });
    expect(me.body.result).toMatchObject({ first_name: 'Mai', is_ambassador: false, ambassador_response: null });
  });

  it('refuses a deactivated account with the account error, even with a valid token', async () => {
    const person = await registerUser(t.app);
    const { token } = await login(t.app, person.username, person.password);
    await t.db.db.update(users).set({ status: 'inactive' }).where(eq(users.id, person.id));
    const me = await call(t.app, '/v1/me', { token });
    expect(me.status).toBe(403);
    expect(me.body.message).toBe('Lỗi tài khoản, liên hệ Sen Vàng Data để được hỗ trợ');
  });
});

describe('POST /v1/user/change-password', () => {
  it('checks the current password and the new password rules', async () => {
    const wrong = await call(t.app, '/v1/user/change-password', {
      token: customerToken,
      body: { oldPassword: 'not-it', newPassword: 'Mat-Khau-Moi-2026', rePassword: 'Mat-Khau-Moi-2026' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'oldPassword', code: 'old_password_wrong', message: 'Mật khẩu hiện tại không đúng' }]);

    const rules = await call(t.app, '/v1/user/change-password', {
      token: customerToken,
      body: { oldPassword: customer.password, newPassword: 'ILoveYou', rePassword: 'iloveyou2' },
      language: 'en',
    });
    expect(rules.body.errors).toEqual([
      {
        field: 'newPassword',
        code: 'password_too_common',
        message: 'This password is too common or has been breached, please choose another',
      },
      { field: 'rePassword', code: 'password_mismatch', message: 'The passwords do not match' },
    ]);
    expect((await call(t.app, '/v1/user/change-password', { body: {} })).status).toBe(401);
  });

  it('changes the password, ends the other sessions and returns a fresh one', async () => {
    const person = await registerUser(t.app);
    const other = await login(t.app, person.username, person.password);
    const current = await login(t.app, person.username, person.password);
    const reply = await call(t.app, '/v1/user/change-password', {
      token: current.token,
      body: { oldPassword: person.password, newPassword: 'Doi-Mat-Khau-2026', rePassword: 'Doi-Mat-Khau-2026' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ message: 'Đổi mật khẩu thành công', result: { login_type: 'password' } });

    for (const old of [other, current]) {
      expect((await call(t.app, '/v1/me', { token: old.token })).body.error_code).toBe('TOKEN_EXPIRED');
      expect((await call(t.app, `/v1/public/users/refresh-token?long_token=${old.long_token}`, { method: 'POST' })).status).toBe(401);
    }
    expect((await call(t.app, '/v1/me', { token: reply.body.result.token })).status).toBe(200);
    expect(
      (await call(t.app, `/v1/public/users/refresh-token?long_token=${reply.body.result.long_token}`, { method: 'POST' })).status,
    ).toBe(200);
    expect((await call(t.app, '/auth/authenticate', { body: { username: person.username, password: person.password } })).status).toBe(400);
    expect((await login(t.app, person.username, 'Doi-Mat-Khau-2026')).token).toBeTruthy();
  });
});

describe('POST /v1/user/change-info', () => {
  it('updates name, phone and avatar with the register rules, trimmed', async () => {
    const person = await registerUser(t.app);
    const { token } = await login(t.app, person.username, person.password);
    const reply = await call(t.app, '/v1/user/change-info', {
      token,
      body: { first_name: ' Quang ', last_name: ' Vũ ', phone: ' 0987000111 ', avatar_url: '/files/avatars/quang.png' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Cập nhật thông tin thành công');
    expect(reply.body.result).toMatchObject({
      first_name: 'Quang',
      last_name: 'Vũ',
      phone: '0987000111',
      phone_number: '0987000111',
      avatar_url: '/files/avatars/quang.png',
    });

    const kept = await call(t.app, '/v1/user/change-info', { token, body: { first_name: 'Quang', last_name: 'Vũ', phone: '0987000111' } });
    expect(kept.body.result.avatar_url).toBe('/files/avatars/quang.png');
  });

  it('takes an avatar only over https or from the uploads path of this site, in either language', async () => {
    const person = await registerUser(t.app);
    const { token } = await login(t.app, person.username, person.password);
    const change = (avatar_url: string, language = 'vi') =>
      call(t.app, '/v1/user/change-info', { token, language, body: { first_name: 'A', last_name: 'B', phone: person.phone, avatar_url } });
    for (const avatar of ['http://cdn.example.com/a.png', '//cdn.example.com/a.png', 'javascript:alert(1)', '/v1/me', '/files/../v1/me']) {
      const reply = await change(avatar);
      expect(reply.status, avatar).toBe(400);
      expect(reply.body.errors).toEqual([
        { field: 'avatar_url', code: 'image_url_https', message: 'Đường dẫn ảnh phải bắt đầu bằng https://' },
      ]);
    }
    expect((await change('http://cdn.example.com/a.png', 'en')).body.errors[0].message).toBe('The picture link must start with https://');
    expect((await call(t.app, '/v1/me', { token })).body.result.avatar_url).toBeNull();
    for (const avatar of ['https://cdn.example.com/a.png', '/files/images/avatars/a.png']) {
      const reply = await change(avatar);
      expect(reply.status).toBe(200);
      expect(reply.body.result.avatar_url).toBe(avatar);
    }
  });

  it('refuses invalid fields and a phone number taken by someone else', async () => {
    const person = await registerUser(t.app);
    const { token } = await login(t.app, person.username, person.password);
    const invalid = await call(t.app, '/v1/user/change-info', {
      token,
      body: { first_name: '', last_name: 'x'.repeat(40), phone: '09a', avatar_url: 'javascript:alert(1)' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`)).toEqual([
      'first_name:first_name_required',
      'last_name:last_name_too_long',
      'phone:phone_digits',
      'avatar_url:image_url_https',
    ]);
    const taken = await call(t.app, '/v1/user/change-info', { token, body: { first_name: 'A', last_name: 'B', phone: customer.phone } });
    expect(taken.body.errors).toEqual([{ field: 'phone', code: 'phone_taken', message: 'Số điện thoại đã được sử dụng' }]);
    const own = await call(t.app, '/v1/user/change-info', { token, body: { first_name: 'A', last_name: 'B', phone: person.phone } });
    expect(own.status).toBe(200);
  });
});
