import { and, asc, count, eq, gte, like, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { roles, userRoles, users } from '../../db/schema/index.js';
import { escapeLike } from '../../lib/escape-like.js';

const accountColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  phone: users.phone,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
  passwordHash: users.passwordHash,
  status: users.status,
  passwordChangedAt: users.passwordChangedAt,
};
const selectAccount = (db: Db) => db.select(accountColumns).from(users);
export type Account = Awaited<ReturnType<typeof selectAccount>>[number];

/** Usernames never contain "@", so one with it is an email. Both are stored in lower case. */
export async function findAccountByLogin(db: Db, identity: string): Promise<Account | null> {
  const value = identity.trim().toLowerCase();
  const [row] = await selectAccount(db)
    .where(value.includes('@') ? eq(users.email, value) : eq(users.username, value))
    .limit(1);
  return row ?? null;
}

export async function findAccountById(db: Db, id: number): Promise<Account | null> {
  const [row] = await selectAccount(db).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findAccountByEmail(db: Db, email: string): Promise<Account | null> {
  const [row] = await selectAccount(db).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export type UniqueField = 'email' | 'username' | 'phone';

/** Which of the given values another account already holds. */
export async function findTakenFields(db: Db, values: Partial<Record<UniqueField, string>>, exceptUserId?: number): Promise<UniqueField[]> {
  const checks = (['email', 'username', 'phone'] as const).filter((field) => values[field] !== undefined);
  if (checks.length === 0) return [];
  const rows = await db
    .select({ email: users.email, username: users.username, phone: users.phone })
    .from(users)
    .where(and(or(...checks.map((field) => eq(users[field], values[field]!))), exceptUserId ? ne(users.id, exceptUserId) : undefined));
  return checks.filter((field) => rows.some((row) => row[field] === values[field]));
}

export async function usernamesLike(db: Db, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(like(users.username, `${escapeLike(prefix)}%`));
  return rows.map((row) => row.username);
}

export interface NewAccount {
  username: string;
  email: string;
  phone: string | null;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  passwordHash: string | null;
}

export async function insertAccount(db: Db, account: NewAccount, roleCode: string): Promise<number> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, roleCode)).limit(1);
  if (!role) throw new Error(`The ${roleCode} role is missing`);
  const [row] = await db.insert(users).values(account).returning({ id: users.id });
  if (!row) throw new Error('users insert returned no row');
  await db.insert(userRoles).values({ userId: row.id, roleId: role.id });
  return row.id;
}

export async function recordLoginSuccess(db: Db, id: number): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id));
}

/** The change date also starts sign-in failure counts afresh: the person proved who they are another way. */
export async function setPassword(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, id));
}

export async function updateAccountInfo(
  db: Db,
  id: number,
  info: { firstName: string; lastName: string; phone: string; avatarUrl?: string },
): Promise<void> {
  await db.update(users).set(info).where(eq(users.id, id));
}

/** New accounts per Vietnam day (`yyyy-mm-dd`) between two instants. */
export function signupsByDay(db: Db, from: Date, until: Date) {
  const day = sql<string>`to_char((${users.createdAt} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;
  return db
    .select({ day, users: count() })
    .from(users)
    .where(and(gte(users.createdAt, from), lt(users.createdAt, until)))
    .groupBy(day)
    .orderBy(asc(day));
}
