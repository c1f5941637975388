import type { z } from 'zod';
import type {
  DownloadCount,
  downloadCountBody,
  ReportDownloadsRow,
  reportDownloadsBody,
  reportDownloadsQuery,
} from '@app/contracts/download-stats.js';
import type { Page } from '@app/contracts/envelope.js';
import { pageWindow } from '@app/contracts/list-query.js';
import { normalizeSearch } from '@app/contracts/search.js';
import type { Db } from '../../../db/client.js';
import { page } from '../../../lib/reply.js';
import * as repository from './download-stats.repository.js';

/** Downloads in a range of days, for one report or all: the total, per day and per content. */
export async function countDownloads(db: Db, body: z.infer<typeof downloadCountBody>): Promise<DownloadCount> {
  const filter = { from: body.from, to: body.to, reportId: body.report_id };
  const [total, days, contents] = await Promise.all([
    repository.totals(db, filter),
    repository.byDay(db, filter),
    repository.byContent(db, filter),
  ]);
  return {
    from: body.from,
    to: body.to,
    report_id: body.report_id ?? null,
    downloads: total.downloads,
    downloaders: total.downloaders,
    by_day: days.map((row) => ({ day: row.day, downloads: row.downloads })),
    by_content: contents.map((row) => ({ content_id: row.contentId, title: row.title, format: row.format, downloads: row.downloads })),
  };
}

/** Every report downloaded in a range of days, with its downloads and downloaders, the most downloaded first. */
export async function reportDownloads(
  db: Db,
  body: z.infer<typeof reportDownloadsBody>,
  query: z.infer<typeof reportDownloadsQuery>,
): Promise<Page<ReportDownloadsRow>> {
  const filter = { from: body.from, to: body.to, keyword: body.keyword ? normalizeSearch(body.keyword) : undefined };
  const sort = { column: query.sort.column === 'id' ? ('id' as const) : ('downloads' as const), direction: query.sort.direction };
  const [rows, total] = await Promise.all([repository.perReport(db, filter, pageWindow(query), sort), repository.countReports(db, filter)]);
  const items = rows.map((row) => ({
    report_id: row.reportId,
    title: row.title,
    permalink: row.permalink,
    downloads: row.downloads,
    downloaders: row.downloaders,
    last_at: row.lastAt?.toISOString() ?? null,
  }));
  return page(items, total, query.page, query.page_size);
}
