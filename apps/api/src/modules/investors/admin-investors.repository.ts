import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { districts, investors, projects, provinces } from '../../db/schema/index.js';
import { everyWordIn, textAndPermalink } from '../../lib/keyword-words.js';
import { sortKey } from '../../lib/sort-key.js';

export interface InvestorFilter {
  /** Lower-case words without diacritics, each matched in the search text or the permalink. */
  words?: string[];
  active?: boolean;
  provinceId?: number;
}

const projectCount = sql<number>`(select count(*)::int from ${projects} p where p.investor_id = ${investors.id})`.mapWith(Number);
const activeProjectCount =
  sql<number>`(select count(*)::int from ${projects} p where p.investor_id = ${investors.id} and p.active)`.mapWith(Number);

export const sortColumns = {
  id: investors.id,
  created_at: investors.createdAt,
  name: investors.name,
  founding_year: investors.foundingYear,
  project_count: projectCount,
};
export type InvestorSort = { column: keyof typeof sortColumns; direction: 'asc' | 'desc' };

function conditions(filter: InvestorFilter): SQL | undefined {
  return and(
    ...everyWordIn(textAndPermalink(investors), filter.words ?? []),
    filter.active === undefined ? undefined : eq(investors.active, filter.active),
    filter.provinceId === undefined ? undefined : eq(investors.provinceId, filter.provinceId),
  );
}

const columns = {
  row: investors,
  province: { id: provinces.id, name: provinces.name, name_en: provinces.nameEn },
  district: { id: districts.id, name: districts.name },
  projectCount,
  activeProjectCount,
};

function selectInvestors(db: Db) {
  return db
    .select(columns)
    .from(investors)
    .leftJoin(provinces, eq(provinces.id, investors.provinceId))
    .leftJoin(districts, eq(districts.id, investors.districtId));
}

export type InvestorRow = Awaited<ReturnType<typeof findInvestorById>> & {};

export async function countInvestors(db: Db, filter: InvestorFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(investors).where(conditions(filter));
  return row?.n ?? 0;
}

export function searchInvestors(db: Db, filter: InvestorFilter, window: { limit: number; offset: number }, sort: InvestorSort) {
  const order = sort.direction === 'asc' ? asc : desc;
  return selectInvestors(db)
    .where(conditions(filter))
    .orderBy(sortKey(sortColumns[sort.column], sort.direction), order(investors.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function findInvestorById(db: Db, id: number, options: { lock?: boolean } = {}) {
  if (options.lock) await db.select({ id: investors.id }).from(investors).where(eq(investors.id, id)).for('update');
  const [row] = await selectInvestors(db).where(eq(investors.id, id)).limit(1);
  return row ?? null;
}

export async function permalinkTaken(db: Db, permalink: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: investors.id })
    .from(investors)
    .where(and(eq(investors.permalink, permalink), exceptId === undefined ? undefined : ne(investors.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export type InvestorValues = Omit<typeof investors.$inferInsert, 'id' | 'searchText' | 'createdAt' | 'updatedAt'>;

/** Null when the permalink was taken by a write that got there first. */
export async function insertInvestor(db: Db, values: InvestorValues): Promise<number | null> {
  const [row] = await db.insert(investors).values(values).onConflictDoNothing().returning({ id: investors.id });
  return row?.id ?? null;
}

export async function updateInvestor(db: Db, id: number, values: Partial<InvestorValues>): Promise<void> {
  await db.update(investors).set(values).where(eq(investors.id, id));
}

/** Names for a select box: active investors matching the words, and the one asked for by id whatever its state. */
export function findInvestorOptions(db: Db, words: string[], include: number | undefined, limit: number) {
  const matching = and(eq(investors.active, true), ...everyWordIn(investors.searchText, words));
  return db
    .select({ id: investors.id, name: investors.name, active: investors.active })
    .from(investors)
    .where(include === undefined ? matching : sql`(${matching}) or ${investors.id} = ${include}`)
    .orderBy(sql`${investors.id} = ${include ?? 0} desc`, asc(investors.name), asc(investors.id))
    .limit(limit);
}

export async function investorExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: investors.id }).from(investors).where(eq(investors.id, id)).limit(1);
  return row !== undefined;
}
