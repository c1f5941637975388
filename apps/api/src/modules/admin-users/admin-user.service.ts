import type { AdminUser, UserStatus } from '@app/contracts/admin-users.js';
import type { Page } from '@app/contracts/envelope.js';
import type { FieldError } from '@app/contracts/envelope.js';
import type { Db } from '../../db/client.js';
import type { ErrorCode } from '@app/contracts/errors.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { page } from '../../lib/reply.js';
import { setAccountRoles, setAccountStatus } from '../accounts/account-access.service.js';
import { findPrincipal, type Principal } from '../accounts/session.service.js';
import * as repository from './admin-user.repository.js';
import { recordAudit } from '../audit/audit.service.js';

/** The staff member making a change, and where from, for the audit log. */
export interface Actor {
  principal: Principal;
  ip: string;
}

export const auditActor = (actor: Actor) => ({ id: actor.principal.id, ip: actor.ip });

function adminUserView(row: repository.AdminUserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    avatar_url: row.avatarUrl,
    status: row.status === 'inactive' ? 'inactive' : 'active',
    roles: row.roles,
    item_permissions: row.itemPermissions,
    is_ambassador: row.isAmbassador,
    has_password: row.hasPassword,
    created_at: row.createdAt,
    last_login_at: row.lastLoginAt,
  };
}

export async function searchUsers(
  db: Db,
  filter: { keyword?: string; status?: UserStatus; role?: string },
  query: { page: number; page_size: number; sort: repository.UserSort },
): Promise<Page<AdminUser>> {
  const { rows, total } = await repository.searchUsers(
    db,
    { keyword: filter.keyword, status: filter.status, role: filter.role?.toUpperCase() },
    { offset: (query.page - 1) * query.page_size, limit: query.page_size, sort: query.sort },
  );
  return page(rows.map(adminUserView), total, query.page, query.page_size);
}

export async function listRoles(db: Db) {
  const rows = await repository.listRoles(db);
  return rows.map((row) => ({ id: row.id, code: row.code, name: row.name, name_en: row.nameEn, item_permissions: row.itemPermissions }));
}

/**
 * Nobody changes their own roles or status (no locking oneself out, no raising oneself), and staff
 * manage only people with no more rights than their own: the ADMIN role takes an ADMIN. `ownChange`
 * names the refusal a change of one's own account gets.
 */
async function manageableTarget(db: Db, actor: Actor, userId: number, ownChange: ErrorCode): Promise<Principal> {
  if (userId === actor.principal.id) throw new AppError(ownChange);
  const target = await findPrincipal(db, userId);
  if (!target) throw notFound();
  if (!withinRights(actor.principal, target.roles, target.itemPermissions)) throw new AppError('PRIVILEGE_EXCEEDED');
  return target;
}

function withinRights(actor: Principal, roleCodes: string[], itemCodes: string[]): boolean {
  if (actor.roles.includes('ADMIN')) return true;
  const held = new Set(actor.itemPermissions);
  return !roleCodes.includes('ADMIN') && itemCodes.every((code) => held.has(code));
}

export async function changeRoles(
  db: Db,
  actor: Actor,
  input: { user_id: number; roles: string[]; item_permissions?: string[] },
): Promise<AdminUser> {
  const roleCodes = [...new Set(input.roles.map((code) => code.toUpperCase()))];
  const found = await repository.findRolesByCode(db, roleCodes);
  const itemCodes = input.item_permissions ? [...new Set(input.item_permissions)] : undefined;
  // Taking away one's own last admin item gets its own message: nobody could give it back from this account.
  const keepsAdminItems = found.some((role) => role.itemPermissions.length > 0) || (itemCodes ?? []).length > 0;
  const target = await manageableTarget(
    db,
    actor,
    input.user_id,
    keepsAdminItems ? 'SELF_MANAGEMENT_FORBIDDEN' : 'SELF_LAST_ADMIN_PERMISSION',
  );
  const existingItems = await repository.existingPermissionItems(db, itemCodes ?? []);
  const errors: FieldError[] = [];
  if (found.length !== roleCodes.length) errors.push({ field: 'roles', code: 'role_unknown', message: 'role_unknown' });
  if (itemCodes?.some((code) => !existingItems.has(code)))
    errors.push({ field: 'item_permissions', code: 'permission_unknown', message: 'permission_unknown' });
  if (errors.length) throw new AppError('VALIDATION_FAILED', { errors });
  const granted = [...found.flatMap((role) => role.itemPermissions), ...(itemCodes ?? [])];
  if (!withinRights(actor.principal, roleCodes, granted)) throw new AppError('PRIVILEGE_EXCEEDED');

  await db.transaction(async (tx) => {
    await setAccountRoles(
      tx,
      target.id,
      found.map((role) => role.id),
    );
    if (itemCodes) await repository.replaceItemPermissions(tx, target.id, itemCodes);
    const after = await findPrincipal(tx, target.id);
    await recordAudit(tx, auditActor(actor), {
      action: 'change-roles',
      entity: 'user',
      entityId: target.id,
      before: { roles: target.roles, item_permissions: target.itemPermissions },
      after: { roles: after?.roles ?? [], item_permissions: after?.itemPermissions ?? [] },
    });
  });
  const row = await repository.findAdminUser(db, target.id);
  if (!row) throw notFound();
  return adminUserView(row);
}

/** Deactivating ends the person's sessions at once (the accounts module does it with the status). */
export async function updateStatus(db: Db, actor: Actor, input: { user_id: number; status: UserStatus }): Promise<AdminUser> {
  const target = await manageableTarget(
    db,
    actor,
    input.user_id,
    input.status === 'inactive' ? 'SELF_LOCKOUT' : 'SELF_MANAGEMENT_FORBIDDEN',
  );
  await db.transaction(async (tx) => {
    await setAccountStatus(tx, target.id, input.status);
    await recordAudit(tx, auditActor(actor), {
      action: 'update-status',
      entity: 'user',
      entityId: target.id,
      before: { status: target.status },
      after: { status: input.status },
    });
  });
  const row = await repository.findAdminUser(db, target.id);
  if (!row) throw notFound();
  return adminUserView(row);
}
