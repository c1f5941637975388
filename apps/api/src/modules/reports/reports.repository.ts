import { and, asc, desc, eq, gte, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { IdOrPermalink } from '@app/contracts/list-query.js';
import type { Db } from '../../db/client.js';
import { packages, projects, provinces, reports } from '../../db/schema/index.js';
import { inUnits } from '../geography/province-unit.js';
import { Filters, findCardPage, pageLimit, pageOffset } from '../search/text-search.js';
import { publicReport } from './public-report.js';

export interface ReportFilter {
  areaIds?: number[];
  provinceIds?: number[];
  /** Provincial units since 1 July 2025: reports of any of their former provinces. */
  unitIds?: number[];
  projectIds?: number[];
  investorIds?: number[];
  isFree?: boolean;
  hot?: boolean;
  publishedFrom?: string;
  publishedTo?: string;
  keyword?: string;
  excludeId?: number;
  sort?: { column: 'id' | 'published_on' | 'created_at'; direction: 'asc' | 'desc' };
}

export interface Window {
  limit: number;
  offset: number;
}

function conditions(filter: ReportFilter): Filters {
  return (
    new Filters(publicReport)
      // An area's reports include those of its provinces.
      .add('areaIds', filter.areaIds, (ids) =>
        or(
          sql`${reports.areaId} = any(${ids})`,
          sql`${reports.provinceId} in (select p.id from ${provinces} p where p.area_id = any(${ids}))`,
        )!,
      )
      .add('provinceIds', filter.provinceIds, (ids) => sql`${reports.provinceId} = any(${ids})`)
      .add('unitIds', filter.unitIds, (ids) => inUnits(reports.provinceId, ids))
      .add('projectIds', filter.projectIds, (ids) => sql`${reports.projectId} = any(${ids})`)
      .add(
        'investorIds',
        filter.investorIds,
        (ids) => sql`${reports.projectId} in (select pr.id from ${projects} pr where pr.investor_id = any(${ids}))`,
      )
      .add('isFree', filter.isFree, (value) => eq(reports.isFree, value))
      .add('hot', filter.hot, (value) => eq(reports.hot, value))
      .add('publishedFrom', filter.publishedFrom, (value) => gte(reports.publishedOn, value))
      .add('publishedTo', filter.publishedTo, (value) => lte(reports.publishedOn, value))
      .add('excludeId', filter.excludeId, (value) => ne(reports.id, value))
  );
}

/** The public reports of each province, counted as the list filtered by that province counts them. */
export function countReportsByProvince(db: Db): Promise<{ province_id: number; total: number }[]> {
  return db
    .select({ province_id: sql<number>`${reports.provinceId}`, total: sql<number>`count(*)::int` })
    .from(reports)
    .where(and(publicReport, isNotNull(reports.provinceId)))
    .groupBy(reports.provinceId)
    .orderBy(reports.provinceId);
}

function order(sort: ReportFilter['sort']): SQL[] {
  if (!sort || sort.column === 'id') return [sort?.direction === 'asc' ? asc(reports.id) : desc(reports.id)];
  const column = sort.column === 'published_on' ? reports.publishedOn : reports.createdAt;
  return [sql`${column} ${sql.raw(sort.direction)} nulls last`, desc(reports.id)];
}

/**
 * A page of public reports as their cards (decision 0165); `first` puts some reports ahead of the
 * sort order (same province first).
 */
export function findReportCards(db: Db, filter: ReportFilter, window: Window, first: SQL[] = []) {
  // Reports put first carry values of their own in the order: such a statement is not kept.
  const statement = first.length === 0 ? `report cards ${JSON.stringify(filter.sort ?? null)}` : undefined;
  return findCardPage(
    db,
    { table: reports, column: reports.searchText, keyword: filter.keyword, statement },
    conditions(filter),
    window,
    (where) =>
      db
        .select({ card: reports.card })
        .from(reports)
        .where(where)
        .orderBy(...first, ...order(filter.sort))
        .limit(pageLimit)
        .offset(pageOffset),
  );
}

/**
 * The report page's reply as JSON text, kept ready by the database beside the card: the card with
 * its descriptions, the packages on sale and the list of their contents (decision 0165).
 */
function prepareDetail(db: Db) {
  const select = () => db.select({ body: reports.page }).from(reports);
  return {
    id: select()
      .where(and(eq(reports.id, sql.placeholder('key')), publicReport))
      .limit(1)
      .prepare('public_report_detail_json_by_id'),
    permalink: select()
      .where(and(eq(reports.permalink, sql.placeholder('key')), publicReport))
      .limit(1)
      .prepare('public_report_detail_json_by_permalink'),
  };
}

/**
 * The report page's busiest query, kept as named prepared statements: the database plans it once
 * per connection instead of on every request.
 */
const detailQueries = new WeakMap<Db, ReturnType<typeof prepareDetail>>();

/** One public report with its packages and the list of its contents, as JSON text, in a single round trip. */
export async function findReportDetail(db: Db, key: IdOrPermalink): Promise<string | null> {
  let queries = detailQueries.get(db);
  if (!queries) {
    queries = prepareDetail(db);
    detailQueries.set(db, queries);
  }
  const [row] = 'id' in key ? await queries.id.execute({ key: key.id }) : await queries.permalink.execute({ key: key.permalink });
  return row?.body ?? null;
}

/** The id and place of a public report, for the reports that follow it. */
export async function findReportPlace(db: Db, id: number) {
  const [row] = await db
    .select({ id: reports.id, provinceId: reports.provinceId, areaId: reports.areaId })
    .from(reports)
    .where(and(eq(reports.id, id), publicReport))
    .limit(1);
  return row ?? null;
}

/** Reports sharing a province come first, then those of the same area. */
export function samePlaceFirst(place: { provinceId: number | null; areaId: number | null }): SQL[] {
  const keys: SQL[] = [];
  if (place.provinceId !== null) keys.push(sql`(${reports.provinceId} = ${place.provinceId}) desc nulls last`);
  if (place.areaId !== null) keys.push(sql`(${reports.areaId} = ${place.areaId}) desc nulls last`);
  return keys;
}

export function findActivePackages(db: Db) {
  return db
    .select({
      id: packages.id,
      name: packages.name,
      name_en: packages.nameEn,
      description: packages.description,
      description_en: packages.descriptionEn,
      level: packages.level,
      is_free: packages.isFree,
      price: packages.price,
      original_price: packages.originalPrice,
      sale_price: packages.salePrice,
    })
    .from(packages)
    .where(eq(packages.active, true))
    .orderBy(asc(packages.level), asc(packages.id));
}
