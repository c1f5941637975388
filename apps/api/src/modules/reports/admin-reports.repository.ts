import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AdminReport } from '@app/contracts/admin-reports.js';
import type { Db } from '../../db/client.js';
import { areas, packages, projects, provinces, reportContents, reportPackages, reports } from '../../db/schema/index.js';
import { everyWordIn, keywordWords, textAndPermalink } from '../../lib/keyword-words.js';
import { sortKey } from '../../lib/sort-key.js';

export interface ReportFilter {
  keyword?: string;
  areaId?: number;
  provinceId?: number;
  projectId?: number;
  status?: string;
  active?: boolean;
  isFree?: boolean;
  hot?: boolean;
}

export const sortColumns = { id: reports.id, created_at: reports.createdAt, published_on: reports.publishedOn, title: reports.title };
export type ReportSort = { column: keyof typeof sortColumns; direction: 'asc' | 'desc' };

// Spelled out: drizzle writes a column of the only table without its name, which a subquery would read as its own.
const reportIdColumn = sql.raw('"reports"."id"');

const columns = {
  report: reports,
  area: { id: areas.id, name: areas.name, name_en: areas.nameEn },
  province: { id: provinces.id, name: provinces.name, name_en: provinces.nameEn },
  project: { id: projects.id, title: projects.title, permalink: projects.permalink },
  packages: sql<AdminReport['packages']>`coalesce((
    select json_agg(json_build_object('id', pk.id, 'name', pk.name, 'name_en', pk.name_en, 'level', pk.level, 'active', pk.active and rp.active) order by pk.level, pk.id)
    from ${reportPackages} rp join ${packages} pk on pk.id = rp.package_id where rp.report_id = ${reportIdColumn}), '[]'::json)`,
  contentCount: sql<number>`(select count(*) from ${reportContents} c where c.report_id = ${reportIdColumn})`.mapWith(Number),
};
export type ReportRow = Awaited<ReturnType<typeof selectReports>>[number];
export type ReportValues = Omit<typeof reports.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'searchText'>;

function selectReports(db: Db) {
  return db
    .select(columns)
    .from(reports)
    .leftJoin(areas, eq(areas.id, reports.areaId))
    .leftJoin(provinces, eq(provinces.id, reports.provinceId))
    .leftJoin(projects, eq(projects.id, reports.projectId));
}

function conditions(filter: ReportFilter): SQL | undefined {
  return and(
    // Every word, without accents, in the title (vi or en) or the permalink: "tết" finds "Tết" and "tet".
    ...everyWordIn(textAndPermalink(reports), keywordWords(filter.keyword)),
    filter.areaId === undefined ? undefined : eq(reports.areaId, filter.areaId),
    filter.provinceId === undefined ? undefined : eq(reports.provinceId, filter.provinceId),
    filter.projectId === undefined ? undefined : eq(reports.projectId, filter.projectId),
    filter.status === undefined ? undefined : eq(reports.status, filter.status),
    filter.active === undefined ? undefined : eq(reports.active, filter.active),
    filter.isFree === undefined ? undefined : eq(reports.isFree, filter.isFree),
    filter.hot === undefined ? undefined : eq(reports.hot, filter.hot),
  );
}

export async function countReports(db: Db, filter: ReportFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reports).where(conditions(filter));
  return row?.n ?? 0;
}

export function searchReports(db: Db, filter: ReportFilter, window: { limit: number; offset: number }, sort: ReportSort) {
  const order = sort.direction === 'asc' ? asc : desc;
  return selectReports(db)
    .where(conditions(filter))
    .orderBy(sortKey(sortColumns[sort.column], sort.direction), order(reports.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function findReport(db: Db, id: number, options: { lock?: boolean } = {}): Promise<ReportRow | null> {
  if (options.lock) await db.select({ id: reports.id }).from(reports).where(eq(reports.id, id)).for('update');
  const [row] = await selectReports(db).where(eq(reports.id, id)).limit(1);
  return row ?? null;
}

export async function permalinkTaken(db: Db, permalink: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.permalink, permalink), exceptId ? sql`${reports.id} <> ${exceptId}` : undefined))
    .limit(1);
  return row !== undefined;
}

/** The area a province belongs to, whether the area and the project exist; null for what is missing. */
export async function findPlace(db: Db, place: { areaId?: number; provinceId?: number; projectId?: number }) {
  const [area, province, project] = await Promise.all([
    place.areaId === undefined ? null : db.select({ id: areas.id }).from(areas).where(eq(areas.id, place.areaId)).limit(1),
    place.provinceId === undefined
      ? null
      : db.select({ id: provinces.id, areaId: provinces.areaId }).from(provinces).where(eq(provinces.id, place.provinceId)).limit(1),
    place.projectId === undefined ? null : db.select({ id: projects.id }).from(projects).where(eq(projects.id, place.projectId)).limit(1),
  ]);
  return { area: area?.[0] ?? null, province: province?.[0] ?? null, project: project?.[0] ?? null };
}

/** Null when another write took the permalink first. */
export async function insertReport(db: Db, values: ReportValues): Promise<number | null> {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning({ id: reports.id });
  return row?.id ?? null;
}

/** False when another report took the permalink first. */
export async function updateReport(db: Db, id: number, values: Partial<ReportValues>): Promise<boolean> {
  const rows = await db
    .update(reports)
    .set(values)
    .where(and(eq(reports.id, id), notPermalinkOfAnother(id, values.permalink)))
    .returning({ id: reports.id });
  return rows.length > 0;
}

const notPermalinkOfAnother = (id: number, permalink: string | undefined) =>
  permalink === undefined
    ? undefined
    : sql`not exists (select 1 from ${reports} other where other.permalink = ${permalink} and other.id <> ${id})`;

/**
 * The packages on sale for a report become exactly `packageIds`. An offer taken away is switched
 * off rather than removed: its contents and its buyers' entitlements still name it.
 */
export async function setOfferedPackages(db: Db, reportId: number, packageIds: number[]): Promise<void> {
  await db
    .update(reportPackages)
    .set({ active: false })
    .where(and(eq(reportPackages.reportId, reportId), packageIds.length ? notInArray(reportPackages.packageId, packageIds) : undefined));
  if (packageIds.length === 0) return;
  await db
    .insert(reportPackages)
    .values(packageIds.map((packageId) => ({ reportId, packageId, active: true })))
    .onConflictDoUpdate({ target: [reportPackages.reportId, reportPackages.packageId], set: { active: true } });
}

/** Reports whose title holds the keyword (or the one with `id`), with the packages each offers. */
export function reportOptions(db: Db, filter: { keyword?: string; id?: number }) {
  return db
    .select({ id: reports.id, title: reports.title, packages: columns.packages })
    .from(reports)
    .where(
      and(
        filter.id === undefined ? undefined : eq(reports.id, filter.id),
        ...everyWordIn(textAndPermalink(reports), keywordWords(filter.keyword)),
      ),
    )
    .orderBy(desc(reports.id))
    .limit(20);
}

export async function offersPackage(db: Db, reportId: number, packageId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reportPackages.id })
    .from(reportPackages)
    .where(and(eq(reportPackages.reportId, reportId), eq(reportPackages.packageId, packageId), eq(reportPackages.active, true)))
    .limit(1);
  return row !== undefined;
}

export async function reportExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(inArray(reports.id, [id]))
    .limit(1);
  return rows.length > 0;
}
