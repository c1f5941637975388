import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { everyWordIn, keywordWords } from '../../lib/keyword-words.js';
import { ambassadors, permissionItems, rolePermissions, roles, userPermissions, userRoles, users } from '../../db/schema/index.js';

const adminUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  avatarUrl: users.avatarUrl,
  status: users.status,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  roles: sql<
    string[]
  >`coalesce((select array_agg(r.code order by r.code) from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = "users"."id"), '{}')`,
  itemPermissions: sql<
    string[]
  >`coalesce((select array_agg(p.item_code order by p.item_code) from ${userPermissions} p where p.user_id = "users"."id"), '{}')`,
  isAmbassador: sql<boolean>`exists (select 1 from ${ambassadors} a where a.user_id = "users"."id" and a.registration_status = 'approved')`,
};

const selectAdminUsers = (db: Db) => db.select(adminUserColumns).from(users);
export type AdminUserRow = Awaited<ReturnType<typeof selectAdminUsers>>[number];

export interface UserFilter {
  keyword?: string;
  status?: string;
  role?: string;
}

const sortColumns = {
  id: users.id,
  created_at: users.createdAt,
  username: users.username,
  email: users.email,
  last_login_at: users.lastLoginAt,
};
export type UserSort = { column: keyof typeof sortColumns; direction: 'asc' | 'desc' };

export async function searchUsers(db: Db, filter: UserFilter, paging: { offset: number; limit: number; sort: UserSort }) {
  const where: SQL[] = [];
  // Every word must appear somewhere, so "nguyen huong" finds "Nguyễn Thị Hương" whatever the name order.
  where.push(...everyWordIn(users.searchText, keywordWords(filter.keyword)));
  if (filter.status) where.push(eq(users.status, filter.status));
  if (filter.role) {
    where.push(
      sql`exists (select 1 from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = "users"."id" and r.code = ${filter.role})`,
    );
  }
  const column = sortColumns[paging.sort.column];
  const rows = await selectAdminUsers(db)
    .where(and(...where))
    .orderBy(paging.sort.direction === 'asc' ? asc(column) : desc(column), desc(users.id))
    .limit(paging.limit)
    .offset(paging.offset);
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .where(and(...where));
  return { rows, total: total?.n ?? 0 };
}

export async function findAdminUser(db: Db, id: number): Promise<AdminUserRow | null> {
  const [row] = await selectAdminUsers(db).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function listRoles(db: Db) {
  return db
    .select({
      id: roles.id,
      code: roles.code,
      name: roles.name,
      nameEn: roles.nameEn,
      itemPermissions: sql<
        string[]
      >`coalesce((select array_agg(rp.item_code order by rp.item_code) from ${rolePermissions} rp where rp.role_id = "roles"."id"), '{}')`,
    })
    .from(roles)
    .orderBy(roles.id);
}

export async function findRolesByCode(db: Db, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .select({
      id: roles.id,
      code: roles.code,
      itemPermissions: sql<
        string[]
      >`coalesce((select array_agg(rp.item_code) from ${rolePermissions} rp where rp.role_id = "roles"."id"), '{}')`,
    })
    .from(roles)
    .where(inArray(roles.code, codes));
}

export async function existingPermissionItems(db: Db, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.select({ code: permissionItems.code }).from(permissionItems).where(inArray(permissionItems.code, codes));
  return new Set(rows.map((row) => row.code));
}

export async function replaceItemPermissions(db: Db, userId: number, codes: string[]): Promise<void> {
  await db.delete(userPermissions).where(eq(userPermissions.userId, userId));
  if (codes.length) await db.insert(userPermissions).values(codes.map((itemCode) => ({ userId, itemCode })));
}
