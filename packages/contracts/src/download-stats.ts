import { pageSchema } from './envelope.ts';
import { defineEndpoint } from './endpoint.ts';
import { z } from 'zod';
import { adminSearchQuery } from './admin-users.ts';
import { keywordField, optionalId } from './list-query.ts';
import { requiredDay } from './orders.ts';

/** A date range of at most about a year and a half keeps the per-day series small. */
export const DOWNLOAD_RANGE_MAX_DAYS = 550;

const withinRange = (body: { from: string; to: string }) => {
  const days = (Date.parse(`${body.to}T00:00:00Z`) - Date.parse(`${body.from}T00:00:00Z`)) / 86_400_000;
  return days >= 0 && days <= DOWNLOAD_RANGE_MAX_DAYS;
};

export const downloadCountBody = z
  .strictObject({ report_id: optionalId, from: requiredDay, to: requiredDay })
  .refine(withinRange, { message: 'date_range_invalid', path: ['to'] });

export const downloadCountSchema = z.object({
  from: z.string(),
  to: z.string(),
  report_id: z.number().int().nullable(),
  downloads: z.number().int(),
  downloaders: z.number().int(),
  by_day: z.array(z.object({ day: z.string(), downloads: z.number().int() })),
  by_content: z.array(z.object({ content_id: z.number().int(), title: z.string(), format: z.string(), downloads: z.number().int() })),
});
export type DownloadCount = z.infer<typeof downloadCountSchema>;

export const reportDownloadsQuery = adminSearchQuery(['downloads', 'id'], 'downloads,desc');

export const reportDownloadsBody = z
  .strictObject({ from: requiredDay, to: requiredDay, keyword: keywordField })
  .refine(withinRange, { message: 'date_range_invalid', path: ['to'] });

export const reportDownloadsRowSchema = z.object({
  report_id: z.number().int(),
  title: z.string(),
  permalink: z.string(),
  downloads: z.number().int(),
  downloaders: z.number().int(),
  last_at: z.string().nullable(),
});
export type ReportDownloadsRow = z.infer<typeof reportDownloadsRowSchema>;

const access = { permission: 'report-manage/count-download' } as const;

export const adminDownloadEndpoints = {
  count: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/report/count-download-report',
    access,
    summary: 'Downloads in a range of days (yyyy-mm-dd), for one report or all: total, per day, per content',
    body: downloadCountBody,
    reply: downloadCountSchema,
  }),
  perReport: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/download/report/getAll',
    access,
    summary: 'Downloads per report in a range of days, the most downloaded first',
    query: reportDownloadsQuery,
    body: reportDownloadsBody,
    reply: pageSchema(reportDownloadsRowSchema),
  }),
};
