import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambassadorProvinces, ambassadors, areas, provinces } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call, login, registerUser, setRoles } from './account-helpers.js';

let t: TestApp;
let provinceIds: number[];
let areaId: number;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  provinceIds = (await t.db.db.select({ id: provinces.id }).from(provinces).limit(2)).map((row) => row.id);
  areaId = (await t.db.db.select({ id: areas.id }).from(areas).limit(1))[0]!.id;
  const staff = await registerUser(t.app);
  await setRoles(t.db.db, staff.id, ['ADMIN']);
  staffToken = (await login(t.app, staff.username, staff.password)).token;
});
afterAll(() => t.close());

const profile = () => ({
  name: 'Phạm Thu Hà',
  avatar_url: '/files/ambassadors/ha.jpg',
  birthday: '15/08/1990',
  phone: '0912345678',
  email: 'thuha.daisu@example.com',
  facebook_url: 'https://www.facebook.com/thuha.bds',
  zalo_url: 'https://zalo.me/0912345678',
  website: 'https://thuha.example.vn',
  address: '12 Tràng Tiền, Hoàn Kiếm, Hà Nội',
  position: 'Giám đốc kinh doanh',
  introduction: 'Mười năm tư vấn bất động sản phía Bắc.',
  experience: '10 năm',
  level: 'province',
  province_ids: provinceIds,
});

async function customer() {
  const person = await registerUser(t.app);
  return { person, token: (await login(t.app, person.username, person.password)).token };
}

const registerAmbassador = (token: string, body: unknown, language = 'vi') =>
  call(t.app, '/v1/ambassador/register', { token, body, language });
const ownRegistration = (token: string) => call(t.app, '/v1/ambassador/registration', { token });
const decide = (id: number, change: Record<string, string>) =>
  call(t.app, '/v1/admin/ambassador/change-status', { method: 'PUT', token: staffToken, body: { id, ...change } });

describe('ambassador registration', () => {
  it('needs a signed-in user', async () => {
    expect((await call(t.app, '/v1/ambassador/register', { body: profile() })).status).toBe(401);
    expect((await call(t.app, '/v1/ambassador/registration')).status).toBe(401);
  });

  it('stores the DOMAIN.md profile as "not handled" and shows it to its owner', async () => {
    const { person, token } = await customer();
    expect((await ownRegistration(token)).body).toEqual({ code: 200, message: 'OK', result: null });

    const reply = await registerAmbassador(token, { ...profile(), area_ids: [areaId] });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Đăng ký đại sứ thành công, vui lòng chờ xét duyệt');
    expect(reply.body.result).toMatchObject({
      user_id: person.id,
      name: 'Phạm Thu Hà',
      birthday: '15/08/1990',
      level: 'province',
      province_ids: [...provinceIds].sort((a, b) => a - b),
      area_ids: [],
      project_ids: [],
      registration_status: 'not_handled',
      status: 'active',
      handled_at: null,
    });
    const own = await ownRegistration(token);
    expect(own.body.result).toEqual(reply.body.result);
    const targets = await t.db.db.select().from(ambassadorProvinces).where(eq(ambassadorProvinces.ambassadorId, reply.body.result.id));
    expect(targets).toHaveLength(provinceIds.length);
    // Waiting for a decision is not being an ambassador yet.
    expect((await call(t.app, '/v1/me', { token })).body.result.is_ambassador).toBe(false);
  });

  it('allows one registration per user: a waiting or approved one cannot be sent again, a rejected one can', async () => {
    const { token } = await customer();
    const first = await registerAmbassador(token, profile());
    const waiting = await registerAmbassador(token, profile());
    expect(waiting.status).toBe(400);
    expect(waiting.body).toMatchObject({
      error_code: 'AMBASSADOR_REGISTRATION_PENDING',
      message: 'Bạn đã gửi đăng ký đại sứ, vui lòng chờ xét duyệt.',
    });

    expect((await decide(first.body.result.id, { registration_status: 'rejected' })).status).toBe(200);
    expect((await ownRegistration(token)).body.result.registration_status).toBe('rejected');
    const again = await registerAmbassador(token, { ...profile(), name: 'Phạm Thu Hà (lần 2)', level: 'area', area_ids: [areaId] });
    expect(again.status).toBe(200);
    expect(again.body.result).toMatchObject({
      id: first.body.result.id,
      name: 'Phạm Thu Hà (lần 2)',
      registration_status: 'not_handled',
      area_ids: [areaId],
      province_ids: [],
    });

    expect((await decide(first.body.result.id, { registration_status: 'approved' })).status).toBe(200);
    const approved = await registerAmbassador(token, profile(), 'en');
    expect(approved.body).toMatchObject({ error_code: 'AMBASSADOR_ALREADY_APPROVED', message: 'You are already an ambassador.' });
    const me = await call(t.app, '/v1/me', { token });
    expect(me.body.result).toMatchObject({
      is_ambassador: true,
      first_name: 'Phạm Thu Hà (lần 2)',
      last_name: '',
      ambassador_response: { status: 'active' },
    });

    expect((await decide(first.body.result.id, { status: 'lock' })).body.result.status).toBe('lock');
    expect((await call(t.app, '/v1/me', { token })).body.result.ambassador_response.status).toBe('lock');
  });

  it('lets only one of two simultaneous first registrations through', async () => {
    const { person, token } = await customer();
    const replies = await Promise.all([registerAmbassador(token, profile()), registerAmbassador(token, profile())]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await t.db.db.select().from(ambassadors).where(eq(ambassadors.userId, person.id))).toHaveLength(1);
  });

  it('takes profile links only over https, and the avatar over https or from the uploads path', async () => {
    const { token } = await customer();
    const reply = await registerAmbassador(
      token,
      {
        ...profile(),
        avatar_url: '//cdn.example.com/ha.jpg',
        facebook_url: 'http://www.facebook.com/thuha.bds',
        zalo_url: 'javascript:alert(1)',
        website: 'http://thuha.example.vn',
      },
      'en',
    );
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([
      { field: 'avatar_url', code: 'image_url_https', message: 'The picture link must start with https://' },
      { field: 'facebook_url', code: 'url_https', message: 'The link must start with https://' },
      { field: 'zalo_url', code: 'url_https', message: 'The link must start with https://' },
      { field: 'website', code: 'url_https', message: 'The link must start with https://' },
    ]);
  });

  it('checks every field with a clear message', async () => {
    const { token } = await customer();
    const reply = await registerAmbassador(token, {
      name: '',
      birthday: '31/02/1990',
      phone: '12345',
      email: 'khong-phai-email',
      facebook_url: 'https://example.com/me',
      website: 'not a link',
      level: 'province',
      province_ids: [],
    });
    expect(reply.status).toBe(400);
    expect(Object.fromEntries(reply.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]))).toEqual({
      name: 'name_required',
      birthday: 'date_invalid',
      phone: 'phone_invalid',
      email: 'email_invalid',
      facebook_url: 'facebook_url_invalid',
      website: 'url_https',
      province_ids: 'ambassador_targets_required',
    });
    const targets = await registerAmbassador(token, { ...profile(), province_ids: [] });
    expect(targets.body.errors).toEqual([
      { field: 'province_ids', code: 'ambassador_targets_required', message: 'Vui lòng chọn khu vực, tỉnh thành hoặc dự án phụ trách' },
    ]);
    const unknown = await registerAmbassador(token, { ...profile(), province_ids: [2_000_000_000] });
    expect(unknown.body.errors).toEqual([
      { field: 'province_ids', code: 'ambassador_target_unknown', message: 'Khu vực, tỉnh thành hoặc dự án không tồn tại' },
    ]);
    const level = await registerAmbassador(token, { ...profile(), level: 'galaxy' });
    expect(level.body.errors).toEqual([{ field: 'level', code: 'ambassador_level_invalid', message: 'Vui lòng chọn cấp đại sứ' }]);
    expect((await ownRegistration(token)).body.result).toBeNull();
  });
});
