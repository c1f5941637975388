import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { entitlements, packages, reportPackages } from '../../db/schema/index.js';
import { escapeLike } from '../../lib/escape-like.js';

export interface PackageFilter {
  keyword?: string;
  active?: boolean;
  isFree?: boolean;
}

export const sortColumns = { id: packages.id, level: packages.level, price: packages.price, name: packages.name };
export type PackageSort = { column: keyof typeof sortColumns; direction: 'asc' | 'desc' };

// Spelled out: drizzle writes a column of the only table without its name, which a subquery would read as its own.
const packageIdColumn = sql.raw('"packages"."id"');

const columns = {
  package: packages,
  reportCount: sql<number>`(select count(*) from ${reportPackages} rp where rp.package_id = ${packageIdColumn})`.mapWith(Number),
  soldCount: sql<number>`(select count(*) from ${entitlements} e where e.package_id = ${packageIdColumn})`.mapWith(Number),
};
export type PackageRow = { package: typeof packages.$inferSelect; reportCount: number; soldCount: number };
export type PackageValues = Omit<typeof packages.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

function conditions(filter: PackageFilter): SQL | undefined {
  const pattern = filter.keyword ? `%${escapeLike(filter.keyword)}%` : undefined;
  return and(
    pattern ? or(ilike(packages.name, pattern), ilike(packages.nameEn, pattern)) : undefined,
    filter.active === undefined ? undefined : eq(packages.active, filter.active),
    filter.isFree === undefined ? undefined : eq(packages.isFree, filter.isFree),
  );
}

export async function countPackages(db: Db, filter: PackageFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(packages).where(conditions(filter));
  return row?.n ?? 0;
}

export function searchPackages(db: Db, filter: PackageFilter, window: { limit: number; offset: number }, sort: PackageSort) {
  const order = sort.direction === 'asc' ? asc : desc;
  return db
    .select(columns)
    .from(packages)
    .where(conditions(filter))
    .orderBy(order(sortColumns[sort.column]), order(packages.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function findPackage(db: Db, id: number, options: { lock?: boolean } = {}): Promise<PackageRow | null> {
  if (options.lock) await db.select({ id: packages.id }).from(packages).where(eq(packages.id, id)).for('update');
  const [row] = await db.select(columns).from(packages).where(eq(packages.id, id)).limit(1);
  return row ?? null;
}

export async function levelTaken(db: Db, level: number, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.level, level), exceptId ? sql`${packages.id} <> ${exceptId}` : undefined))
    .limit(1);
  return row !== undefined;
}

/** Null when another write took the level first. */
export async function insertPackage(db: Db, values: PackageValues): Promise<number | null> {
  const [row] = await db.insert(packages).values(values).onConflictDoNothing().returning({ id: packages.id });
  return row?.id ?? null;
}

export async function updatePackage(db: Db, id: number, values: Partial<PackageValues>): Promise<void> {
  await db.update(packages).set(values).where(eq(packages.id, id));
}

/** Which of these ids are packages, for a report's packages on sale. */
export async function existingPackageIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: packages.id }).from(packages).where(inArray(packages.id, ids));
  return rows.map((row) => row.id);
}
