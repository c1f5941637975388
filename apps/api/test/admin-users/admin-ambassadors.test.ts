import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, provinces, userPermissions } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call, login, registerUser, setRoles } from '../accounts/account-helpers.js';

let t: TestApp;
let reviewerId: number;
let reviewerToken: string;
let usersOnlyToken: string;
let registrationIds: number[];
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  const reviewer = await registerUser(t.app);
  await setRoles(t.db.db, reviewer.id, ['STAFF']);
  await t.db.db.insert(userPermissions).values({ userId: reviewer.id, itemCode: 'user-manage/ambassador' });
  reviewerId = reviewer.id;
  reviewerToken = (await login(t.app, reviewer.username, reviewer.password)).token;
  const usersOnly = await registerUser(t.app);
  await t.db.db.insert(userPermissions).values({ userId: usersOnly.id, itemCode: 'user-manage/users' });
  usersOnlyToken = (await login(t.app, usersOnly.username, usersOnly.password)).token;

  const [province] = await t.db.db.select({ id: provinces.id }).from(provinces).limit(1);
  registrationIds = [];
  for (const [name, position] of [
    ['Đặng Quốc Việt', 'Trưởng phòng kinh doanh'],
    ['Lý Thanh Trúc', 'Chuyên viên tư vấn'],
  ] as const) {
    const person = await registerUser(t.app);
    const { token } = await login(t.app, person.username, person.password);
    const reply = await call(t.app, '/v1/ambassador/register', {
      token,
      body: { name, phone: '0912345678', email: person.email, position, level: 'province', province_ids: [province!.id] },
    });
    registrationIds.push(reply.body.result.id);
  }
});
afterAll(() => t.close());

const searchRegistrations = (body: unknown, query = '', token = reviewerToken) =>
  call(t.app, `/v1/admin/ambassador/search${query}`, { method: 'POST', token, body });

describe('POST /v1/admin/ambassador/search', () => {
  it('finds registrations by name without diacritics and by state, with the account they belong to', async () => {
    const reply = await searchRegistrations({ keyword: 'dang quoc viet' });
    expect(reply.status).toBe(200);
    expect(reply.body.result.items).toHaveLength(1);
    expect(reply.body.result.items[0]).toMatchObject({
      id: registrationIds[0],
      name: 'Đặng Quốc Việt',
      registration_status: 'not_handled',
    });
    expect(reply.body.result.items[0].username).toEqual(expect.any(String));

    const waiting = await searchRegistrations({ registration_status: 'not_handled' }, '?page=1&page_size=50&sort=id,asc');
    const ids = waiting.body.result.items.map((item: { id: number }) => item.id);
    expect(ids).toEqual(expect.arrayContaining(registrationIds));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('is only for staff with the ambassador item', async () => {
    expect((await searchRegistrations({}, '', usersOnlyToken)).status).toBe(403);
    expect((await call(t.app, '/v1/admin/ambassador/search', { method: 'POST', body: {} })).status).toBe(401);
  });
});

describe('PUT /v1/admin/ambassador/change-status', () => {
  it('approves, locks and records who decided, with an audit log', async () => {
    const id = registrationIds[1]!;
    const approved = await call(t.app, '/v1/admin/ambassador/change-status', {
      method: 'PUT',
      token: reviewerToken,
      body: { id, registration_status: 'approved' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.result).toMatchObject({ id, registration_status: 'approved', status: 'active' });
    expect(approved.body.result.handled_at).toMatch(/^\d{4}-/);

    const locked = await call(t.app, '/v1/admin/ambassador/change-status', {
      method: 'PUT',
      token: reviewerToken,
      body: { id, status: 'lock' },
    });
    expect(locked.body.result).toMatchObject({ registration_status: 'approved', status: 'lock' });

    const [audit] = await t.db.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'ambassador'), eq(auditLogs.entityId, String(id))))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(audit).toMatchObject({
      actorId: reviewerId,
      action: 'change-status',
      before: expect.objectContaining({ registration_status: 'approved', status: 'active' }),
      after: expect.objectContaining({ registration_status: 'approved', status: 'lock' }),
    });
  });

  it('asks what to change, and refuses unknown registrations and states', async () => {
    const nothing = await call(t.app, '/v1/admin/ambassador/change-status', {
      method: 'PUT',
      token: reviewerToken,
      body: { id: registrationIds[0] },
    });
    expect(nothing.status).toBe(400);
    expect(nothing.body.errors).toEqual([
      { field: 'status', code: 'status_change_required', message: 'Vui lòng chọn trạng thái cần thay đổi' },
    ]);
    const unknown = await call(t.app, '/v1/admin/ambassador/change-status', {
      method: 'PUT',
      token: reviewerToken,
      body: { id: 2_000_000_000, status: 'lock' },
    });
    expect(unknown.status).toBe(404);
    const bad = await call(t.app, '/v1/admin/ambassador/change-status', {
      method: 'PUT',
      token: reviewerToken,
      body: { id: registrationIds[0], registration_status: 'maybe' },
    });
    expect(bad.body.errors[0]).toMatchObject({ field: 'registration_status', code: 'invalid' });
  });
});

describe('the registration queue', () => {
  const put = (path: string, body?: unknown, language = 'vi') =>
    call(t.app, `/v1/admin/ambassador/${path}`, { method: 'PUT', token: reviewerToken, body, language });

  it('rejects with a reason, then approves; a locked ambassador leaves the public page at once and comes back unlocked', async () => {
    const id = registrationIds[0]!;
    const noReason = await put(`${id}/reject`, { reason: '   ' }, 'en');
    expect(noReason.body.errors).toEqual([
      expect.objectContaining({ field: 'reason', message: 'Please give the reason for the rejection' }),
    ]);
    const rejected = await put(`${id}/reject`, { reason: 'Thiếu kinh nghiệm <b>thực tế</b>' });
    expect(rejected.body.result).toMatchObject({ registration_status: 'rejected', reject_reason: 'Thiếu kinh nghiệm <b>thực tế</b>' });
    const queue = await searchRegistrations({ registration_status: 'rejected' });
    expect(queue.body.result.items.map((item: { id: number }) => item.id)).toContain(id);

    expect((await put(`${id}/approve`)).body.result).toMatchObject({ registration_status: 'approved', reject_reason: null });
    expect((await call(t.app, `/v1/admin/ambassador/${id}`, { token: reviewerToken })).body.result).toMatchObject({ id, status: 'active' });
    expect((await call(t.app, `/v1/public/ambassador/detail/${id}`)).status).toBe(200);
    expect((await put(`${id}/lock`)).body.result.status).toBe('lock');
    expect((await call(t.app, `/v1/public/ambassador/detail/${id}`)).status).toBe(404);
    expect((await put(`${id}/unlock`)).body.result.status).toBe('active');
    expect((await call(t.app, `/v1/public/ambassador/detail/${id}`)).status).toBe(200);

    const trail = await call(t.app, `/v1/admin/audit/ambassador/${id}`, { token: reviewerToken });
    expect(trail.body.result.items.map((entry: { action: string }) => entry.action)).toEqual([
      'change-status',
      'change-status',
      'change-status',
      'change-status',
    ]);
    expect(trail.body.result.items.at(-1)).toMatchObject({
      before: { registration_status: 'not_handled' },
      after: { registration_status: 'rejected' },
    });
  });

  it('sets the level and coverage, refusing unknown places and an empty list for the level', async () => {
    const id = registrationIds[1]!;
    const [province] = await t.db.db.select({ id: provinces.id }).from(provinces).limit(2);
    const empty = await put(`${id}/coverage`, { level: 'area', area_ids: [] });
    expect(empty.body.errors).toEqual([
      expect.objectContaining({ field: 'area_ids', message: 'Vui lòng chọn khu vực, tỉnh thành hoặc dự án phụ trách' }),
    ]);
    const unknown = await put(`${id}/coverage`, { level: 'province', province_ids: [2_000_000_000] });
    expect(unknown.body.errors).toEqual([expect.objectContaining({ field: 'province_ids', code: 'ambassador_target_unknown' })]);
    const set = await put(`${id}/coverage`, { level: 'province', province_ids: [province!.id, province!.id], project_ids: [1] });
    expect(set.body.result).toMatchObject({ level: 'province', province_ids: [province!.id], project_ids: [] });
    expect((await put('2000000000/coverage', { level: 'investor' })).status).toBe(404);
    expect((await call(t.app, `/v1/admin/ambassador/${id}/lock`, { method: 'PUT', token: usersOnlyToken })).status).toBe(403);
  });
});
