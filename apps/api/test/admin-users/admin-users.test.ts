import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, userPermissions, users } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call, login, registerUser, setRoles, type TestUser } from '../accounts/account-helpers.js';

let t: TestApp;
let admin: TestUser;
let adminToken: string;
let staff: TestUser;
let staffToken: string;
let customer: TestUser;
let customerToken: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  admin = await registerUser(t.app, { first_name: 'Quản', last_name: 'Trị' });
  await setRoles(t.db.db, admin.id, ['ADMIN']);
  staff = await registerUser(t.app, { first_name: 'Nhân', last_name: 'Viên' });
  await setRoles(t.db.db, staff.id, ['STAFF']);
  await t.db.db.insert(userPermissions).values([
    { userId: staff.id, itemCode: 'user-manage/users' },
    { userId: staff.id, itemCode: 'news-manage/news' },
  ]);
  customer = await registerUser(t.app, { first_name: 'Thị Hương', last_name: 'Nguyễn', phone: '0988777666', username: 'huong.nguyen' });
  adminToken = (await login(t.app, admin.username, admin.password)).token;
  staffToken = (await login(t.app, staff.username, staff.password)).token;
  customerToken = (await login(t.app, customer.username, customer.password)).token;
});
afterAll(() => t.close());

const search = (body: unknown, query = '', token = adminToken) =>
  call(t.app, `/v1/admin/users/search${query}`, { method: 'POST', token, body });
const changeRoles = (body: unknown, token = adminToken, language = 'vi') =>
  call(t.app, '/v1/admin/users/change-roles', { method: 'PUT', token, body, language });
const updateStatus = (body: unknown, token = adminToken) => call(t.app, '/v1/admin/users/update-status', { method: 'PUT', token, body });

async function lastAudit(entityId: number) {
  const [row] = await t.db.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, 'user'), eq(auditLogs.entityId, String(entityId))))
    .orderBy(desc(auditLogs.id))
    .limit(1);
  return row;
}

describe('POST /v1/admin/users/search', () => {
  it('finds users by name without diacritics, by email, username and phone, with roles and item permissions', async () => {
    for (const keyword of ['nguyen thi huong', 'Hương Nguyễn', 'NGUYỄN', customer.email.slice(0, 12), 'huong.ng', '0988777']) {
      const reply = await search({ keyword });
      expect(reply.status).toBe(200);
      expect(reply.body.result.items.map((u: { id: number }) => u.id)).toContain(customer.id);
    }
    const staffRow = (await search({ keyword: staff.email })).body.result.items[0];
    expect(staffRow).toMatchObject({
      id: staff.id,
      roles: ['STAFF'],
      item_permissions: ['news-manage/news', 'user-manage/users'],
      status: 'active',
      has_password: true,
    });
    expect(staffRow.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('filters by status and role, pages and sorts', async () => {
    const admins = await search({ role: 'admin' });
    expect(admins.body.result.items.map((u: { id: number }) => u.id)).toContain(admin.id);
    expect(admins.body.result.items.every((u: { roles: string[] }) => u.roles.includes('ADMIN'))).toBe(true);
    expect(admins.body.result.items.map((u: { id: number }) => u.id)).not.toContain(staff.id);
    const firstPage = await search({}, '?page=1&page_size=2&sort=id,desc');
    expect(firstPage.body.result).toMatchObject({ page: 1, page_size: 2 });
    expect(firstPage.body.result.items).toHaveLength(2);
    const ids = firstPage.body.result.items.map((u: { id: number }) => u.id);
    expect(ids[0]).toBeGreaterThan(ids[1]);
    const ascending = await search(null, '?sort=id,asc&page_size=100');
    const all = ascending.body.result.items.map((u: { id: number }) => u.id);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(ascending.body.result.total).toBe(all.length);
    const inactive = await search({ status: 'inactive' });
    expect(inactive.body.result.items.every((u: { status: string }) => u.status === 'inactive')).toBe(true);
  });

  it('refuses bad paging, sorting and filters with a 400', async () => {
    expect((await search({}, '?page_size=101')).body.errors[0]).toMatchObject({ field: 'page_size', code: 'too_big' });
    expect((await search({}, '?sort=password_hash,desc')).status).toBe(400);
    expect((await search({ status: 'sleeping' })).body.errors[0]).toMatchObject({ field: 'status' });
    expect((await search({ keyword: 'x'.repeat(101) })).status).toBe(400);
  });

  it('is for staff with the users item only', async () => {
    expect((await search({}, '', staffToken)).status).toBe(200);
    const refused = await search({}, '', customerToken);
    expect(refused.status).toBe(403);
    expect((await call(t.app, '/v1/admin/users/search', { method: 'POST', body: {} })).status).toBe(401);
  });
});

describe('PUT /v1/admin/users/change-roles', () => {
  it('replaces roles and direct item permissions, effective at once, and writes an audit log', async () => {
    const person = await registerUser(t.app);
    const token = (await login(t.app, person.username, person.password)).token;
    const reply = await changeRoles({ user_id: person.id, roles: ['staff', 'USER'], item_permissions: ['news-manage/news'] });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({ id: person.id, roles: ['STAFF', 'USER'], item_permissions: ['news-manage/news'] });
    const me = await call(t.app, '/v1/me', { token });
    expect(me.body.result).toMatchObject({ roles: ['STAFF', 'USER'], item_permissions: ['news-manage/news'] });

    const audit = await lastAudit(person.id);
    expect(audit).toMatchObject({
      actorId: admin.id,
      action: 'change-roles',
      entity: 'user',
      before: { roles: ['USER'], item_permissions: [] },
      after: { roles: ['STAFF', 'USER'], item_permissions: ['news-manage/news'] },
    });
    const trail = await call(t.app, `/v1/admin/audit/user/${person.id}`, { token: adminToken });
    expect(trail.body.result.items[0]).toMatchObject({ action: 'change-roles', actor: { id: admin.id, username: admin.username } });

    const rolesOnly = await changeRoles({ user_id: person.id, roles: ['USER'] });
    expect(rolesOnly.body.result).toMatchObject({ roles: ['USER'], item_permissions: ['news-manage/news'] });
  });

  it('refuses unknown roles and permissions, an empty role list, and unknown users', async () => {
    const unknown = await changeRoles({ user_id: customer.id, roles: ['OWNER'], item_permissions: ['nowhere'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      { field: 'roles', code: 'role_unknown', message: 'Vai trò không tồn tại' },
      { field: 'item_permissions', code: 'permission_unknown', message: 'Quyền không tồn tại' },
    ]);
    const empty = await changeRoles({ user_id: customer.id, roles: [] }, adminToken, 'en');
    expect(empty.body.errors).toEqual([{ field: 'roles', code: 'roles_required', message: 'Please choose at least one role' }]);
    expect((await changeRoles({ user_id: 2_000_000_000, roles: ['USER'] })).status).toBe(404);
    expect((await changeRoles({ user_id: 'abc', roles: ['USER'] })).body.errors[0]).toMatchObject({
      field: 'user_id',
      code: 'invalid_number',
    });
  });

  it('does not let anyone change their own roles, nor staff grant or touch more than they hold', async () => {
    const self = await changeRoles({ user_id: admin.id, roles: ['ADMIN', 'USER'] });
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({
      error_code: 'SELF_MANAGEMENT_FORBIDDEN',
      message: 'Bạn không thể tự thay đổi vai trò hoặc trạng thái tài khoản của mình.',
    });
    const lastItem = await changeRoles({ user_id: admin.id, roles: ['USER'], item_permissions: [] }, adminToken, 'en');
    expect(lastItem.body).toMatchObject({
      error_code: 'SELF_LAST_ADMIN_PERMISSION',
      message: 'You cannot remove your own last admin permission.',
    });
    expect((await call(t.app, '/v1/me', { token: adminToken })).body.result.roles).toContain('ADMIN');

    const toAdmin = await changeRoles({ user_id: customer.id, roles: ['ADMIN'] }, staffToken);
    expect(toAdmin.status).toBe(403);
    expect(toAdmin.body).toMatchObject({
      error_code: 'PRIVILEGE_EXCEEDED',
      message: 'Bạn không thể cấp hoặc quản lý quyền mà bạn không có.',
    });
    expect((await changeRoles({ user_id: customer.id, roles: ['USER'], item_permissions: ['system/settings'] }, staffToken)).status).toBe(
      403,
    );
    expect((await changeRoles({ user_id: admin.id, roles: ['USER'] }, staffToken)).status).toBe(403);

    const allowed = await changeRoles({ user_id: customer.id, roles: ['USER'], item_permissions: ['news-manage/news'] }, staffToken);
    expect(allowed.status).toBe(200);
    await changeRoles({ user_id: customer.id, roles: ['USER'], item_permissions: [] });
  });
});

describe('PUT /v1/admin/users/update-status', () => {
  it('deactivates: sessions end at once and sign-in is refused; reactivating lets the person back', async () => {
    const person = await registerUser(t.app);
    const session = await login(t.app, person.username, person.password);
    const reply = await updateStatus({ user_id: person.id, status: 'inactive' });
    expect(reply.status).toBe(200);
    expect(reply.body.result.status).toBe('inactive');

    const me = await call(t.app, '/v1/me', { token: session.token });
    expect(me.status).toBe(403);
    expect(me.body.message).toBe('Lỗi tài khoản, liên hệ Sen Vàng Data để được hỗ trợ');
    expect((await call(t.app, `/v1/public/users/refresh-token?long_token=${session.long_token}`, { method: 'POST' })).status).toBe(401);
    expect(
      (await call(t.app, '/auth/authenticate', { body: { username: person.username, password: person.password } })).body.error_code,
    ).toBe('ACCOUNT_INACTIVE');

    const audit = await lastAudit(person.id);
    expect(audit).toMatchObject({
      actorId: admin.id,
      action: 'update-status',
      before: { status: 'active' },
      after: { status: 'inactive' },
    });

    expect((await updateStatus({ user_id: person.id, status: 'active' })).body.result.status).toBe('active');
    expect((await login(t.app, person.username, person.password)).token).toBeTruthy();
  });

  it('does not let staff deactivate themselves or someone with more rights', async () => {
    const self = await updateStatus({ user_id: staff.id, status: 'inactive' }, staffToken);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ error_code: 'SELF_LOCKOUT', message: 'Bạn không thể tự khóa tài khoản của chính mình.' });
    expect((await call(t.app, '/v1/me', { token: staffToken })).status).toBe(200);
    expect((await updateStatus({ user_id: admin.id, status: 'inactive' }, staffToken)).status).toBe(403);
    const [row] = await t.db.db.select({ status: users.status }).from(users).where(eq(users.id, admin.id));
    expect(row?.status).toBe('active');
  });

  it('refuses an unknown status', async () => {
    const reply = await updateStatus({ user_id: customer.id, status: 'deleted' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors[0]).toMatchObject({ field: 'status', code: 'invalid' });
  });
});

describe('GET /v1/admin/role/get-all', () => {
  it('lists the roles with the item permissions they carry', async () => {
    const reply = await call(t.app, '/v1/admin/role/get-all', { token: staffToken });
    expect(reply.status).toBe(200);
    const byCode = Object.fromEntries(reply.body.result.map((role: { code: string }) => [role.code, role]));
    expect(Object.keys(byCode)).toEqual(expect.arrayContaining(['ADMIN', 'STAFF', 'USER']));
    expect(byCode.ADMIN).toMatchObject({ name: 'Quản trị viên', name_en: 'Administrator' });
    expect(byCode.ADMIN.item_permissions).toContain('user-manage/users');
    expect(byCode.USER.item_permissions).toEqual([]);
  });
});
