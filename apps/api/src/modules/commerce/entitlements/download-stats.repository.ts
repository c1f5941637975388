import { and, asc, countDistinct, desc, eq, gte, like, lte, max, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { downloadLogs, reportContents, reports } from '../../../db/schema/index.js';

export interface DownloadFilter {
  /** Days as `yyyy-mm-dd`, both included. */
  from: string;
  to: string;
  reportId?: number;
  /** Lower-case, diacritic-free part of a report title. */
  keyword?: string;
}

const downloads = sql<number>`coalesce(${sum(downloadLogs.count)}, 0)`.mapWith(Number);
/** A downloader is a user, a guest's contact request, or (for both missing) the anonymous crowd. */
const downloaders = countDistinct(sql`coalesce('u' || ${downloadLogs.userId}, 'c' || ${downloadLogs.contactRequestId}, 'a')`);

function conditions(filter: DownloadFilter): SQL | undefined {
  return and(
    gte(downloadLogs.day, filter.from),
    lte(downloadLogs.day, filter.to),
    filter.reportId ? eq(downloadLogs.reportId, filter.reportId) : undefined,
    filter.keyword ? like(reports.searchText, `%${filter.keyword}%`) : undefined,
  );
}

export async function totals(db: Db, filter: DownloadFilter) {
  const [row] = await db
    .select({ downloads, downloaders })
    .from(downloadLogs)
    .innerJoin(reports, eq(reports.id, downloadLogs.reportId))
    .where(conditions(filter));
  return row ?? { downloads: 0, downloaders: 0 };
}

export function byDay(db: Db, filter: DownloadFilter) {
  return db
    .select({ day: downloadLogs.day, downloads })
    .from(downloadLogs)
    .innerJoin(reports, eq(reports.id, downloadLogs.reportId))
    .where(conditions(filter))
    .groupBy(downloadLogs.day)
    .orderBy(asc(downloadLogs.day));
}

export function byContent(db: Db, filter: DownloadFilter) {
  return db
    .select({ contentId: reportContents.id, title: reportContents.title, format: reportContents.format, downloads })
    .from(downloadLogs)
    .innerJoin(reports, eq(reports.id, downloadLogs.reportId))
    .innerJoin(reportContents, eq(reportContents.id, downloadLogs.contentId))
    .where(conditions(filter))
    .groupBy(reportContents.id)
    .orderBy(desc(downloads), asc(reportContents.id));
}

export async function countReports(db: Db, filter: DownloadFilter): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(downloadLogs.reportId) })
    .from(downloadLogs)
    .innerJoin(reports, eq(reports.id, downloadLogs.reportId))
    .where(conditions(filter));
  return row?.n ?? 0;
}

export function perReport(
  db: Db,
  filter: DownloadFilter,
  window: { limit: number; offset: number },
  sort: { column: 'downloads' | 'id'; direction: 'asc' | 'desc' },
) {
  const column = sort.column === 'downloads' ? downloads : sql`${reports.id}`;
  return db
    .select({
      reportId: reports.id,
      title: reports.title,
      permalink: reports.permalink,
      downloads,
      downloaders,
      lastAt: max(downloadLogs.lastAt),
    })
    .from(downloadLogs)
    .innerJoin(reports, eq(reports.id, downloadLogs.reportId))
    .where(conditions(filter))
    .groupBy(reports.id)
    .orderBy(sort.direction === 'asc' ? asc(column) : desc(column), desc(reports.id))
    .limit(window.limit)
    .offset(window.offset);
}
