import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { packages, reportContents, reports } from '../../db/schema/index.js';
import { everyWordIn, keywordWords } from '../../lib/keyword-words.js';

export interface ContentFilter {
  keyword?: string;
  reportId?: number;
  packageId?: number;
  format?: string;
  active?: boolean;
}

export const sortColumns = {
  id: reportContents.id,
  created_at: reportContents.createdAt,
  title: reportContents.title,
  sort_order: reportContents.sortOrder,
};
export type ContentSort = { column: keyof typeof sortColumns; direction: 'asc' | 'desc' };

const columns = {
  content: reportContents,
  report: { id: reports.id, title: reports.title, permalink: reports.permalink },
  package: { id: packages.id, name: packages.name, level: packages.level },
};
export type ContentRow = Awaited<ReturnType<typeof selectContents>>[number];
export type ContentValues = Omit<typeof reportContents.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

function selectContents(db: Db) {
  return db
    .select(columns)
    .from(reportContents)
    .innerJoin(reports, eq(reports.id, reportContents.reportId))
    .innerJoin(packages, eq(packages.id, reportContents.packageId));
}

function conditions(filter: ContentFilter): SQL | undefined {
  return and(
    ...everyWordIn(reportContents.searchText, keywordWords(filter.keyword)),
    filter.reportId === undefined ? undefined : eq(reportContents.reportId, filter.reportId),
    filter.packageId === undefined ? undefined : eq(reportContents.packageId, filter.packageId),
    filter.format === undefined ? undefined : eq(reportContents.format, filter.format),
    filter.active === undefined ? undefined : eq(reportContents.active, filter.active),
  );
}

export async function countContents(db: Db, filter: ContentFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reportContents).where(conditions(filter));
  return row?.n ?? 0;
}

export function searchContents(db: Db, filter: ContentFilter, window: { limit: number; offset: number }, sort: ContentSort) {
  const order = sort.direction === 'asc' ? asc : desc;
  return selectContents(db)
    .where(conditions(filter))
    .orderBy(order(sortColumns[sort.column]), order(reportContents.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function findContent(db: Db, id: number, options: { lock?: boolean } = {}): Promise<ContentRow | null> {
  if (options.lock) await db.select({ id: reportContents.id }).from(reportContents).where(eq(reportContents.id, id)).for('update');
  const [row] = await selectContents(db).where(eq(reportContents.id, id)).limit(1);
  return row ?? null;
}

export async function insertContent(db: Db, values: ContentValues): Promise<number> {
  const [row] = await db.insert(reportContents).values(values).returning({ id: reportContents.id });
  return row!.id;
}

export async function updateContent(db: Db, id: number, values: Partial<ContentValues>): Promise<void> {
  await db.update(reportContents).set(values).where(eq(reportContents.id, id));
}
