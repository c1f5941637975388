import { z } from 'zod';
import { sortParam } from './paging.ts';
import { patterns } from './validation.ts';
import { idList, keywordField, namedRef, optionalFlag, optionalId, pagingFields, requiredId } from './list-query.ts';
import { defineEndpoint, timestamp } from './endpoint.ts';
import { pageSchema } from './envelope.ts';
import { idOrPermalinkParam, noQuery } from './list-query.ts';
import { freeDownloadBody } from './contacts.ts';

/** Report pages hold 6 reports; the first page is 1. */
export const REPORT_PAGE_SIZE = 6;
export const REPORT_PAGE_SIZE_MAX = 100;

export const contentFormats = ['pdf', 'video', 'youtube', 'archive'] as const;
export type ContentFormat = (typeof contentFormats)[number];

export const reportListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_en: z.string().nullable(),
  permalink: z.string(),
  cover_url: z.string().nullable(),
  summary: z.string().nullable(),
  summary_en: z.string().nullable(),
  /** yyyy-mm-dd */
  published_on: z.string().nullable(),
  hot: z.boolean(),
  is_free: z.boolean(),
  area: namedRef.nullable(),
  province: namedRef.nullable(),
  /** The provincial unit (since 1 July 2025) the province belongs to now. */
  unit: namedRef.nullable(),
  project: z.object({ id: z.number().int(), title: z.string(), permalink: z.string() }).nullable(),
  /** The lowest price among the packages on sale for the report, in đồng; 0 when a free package is offered. */
  price_from: z.number().int().nullable(),
});
export type ReportListItem = z.infer<typeof reportListItemSchema>;

/** A package on sale for a report (the backend's "document type"), with the price for that report. */
export const reportPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  description: z.string().nullable(),
  description_en: z.string().nullable(),
  level: z.number().int(),
  is_free: z.boolean(),
  price: z.number().int(),
  original_price: z.number().int(),
});
export type ReportPackage = z.infer<typeof reportPackageSchema>;

/** What the public sees of a content: never the file or the link itself. */
export const contentSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_en: z.string().nullable(),
  format: z.enum(contentFormats),
  package_id: z.number().int(),
  package_name: z.string(),
  is_free: z.boolean(),
  preview_text: z.string().nullable(),
  page_count: z.number().int().nullable(),
  file_size: z.number().int().nullable(),
});
export type ContentSummary = z.infer<typeof contentSummarySchema>;

/** A content for someone allowed to open it: a short-lived signed file link, or the external (YouTube) link. */
export const contentLinkSchema = contentSummarySchema.extend({
  url: z.string(),
  file_name: z.string().nullable(),
  mime_type: z.string().nullable(),
  /** When a file link stops working; null for an external link. */
  expires_at: timestamp.nullable(),
});
export type ContentLink = z.infer<typeof contentLinkSchema>;

export const reportDetailSchema = reportListItemSchema.extend({
  description: z.string().nullable(),
  description_en: z.string().nullable(),
  packages: z.array(reportPackageSchema),
  /** Sorted by format (PDF, video, YouTube, archive), then package level. */
  contents: z.array(contentSummarySchema),
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;

export const reportSortColumns = ['id', 'published_on', 'created_at'] as const;
const sort = sortParam(reportSortColumns, 'id,desc').optional();

/** `POST /v1/public/reports` takes these in the body or the query string. */
export const reportListFilter = z.strictObject({
  province_id: optionalId,
  /** A provincial unit since 1 July 2025: the reports of all its former provinces. */
  unit_id: optionalId,
  area_id: optionalId,
  project_id: optionalId,
  is_free: optionalFlag,
  hot: optionalFlag,
  keyword: keywordField,
  sort,
  ...pagingFields(REPORT_PAGE_SIZE, REPORT_PAGE_SIZE_MAX),
});

/** yyyy-mm-dd, or dd/mm/yyyy as the forms write dates. */
const dateFilter = z.preprocess(
  (value) => {
    if (value === '' || value === null) return undefined;
    if (typeof value === 'string' && patterns.date.test(value)) return value.split('/').reverse().join('-');
    return value;
  },
  z.iso.date({ message: 'date_invalid' }).optional(),
);

export const reportAdvanceSearchBody = z
  .strictObject({
    keyword: keywordField,
    area_ids: idList(20),
    province_ids: idList(100),
    project_ids: idList(100),
    investor_ids: idList(100),
    is_free: optionalFlag,
    hot: optionalFlag,
    published_from: dateFilter,
    published_to: dateFilter,
    sort,
    ...pagingFields(REPORT_PAGE_SIZE, REPORT_PAGE_SIZE_MAX),
  })
  .prefault({});

export const otherReportsBody = z.strictObject({ report_id: requiredId, ...pagingFields(REPORT_PAGE_SIZE, REPORT_PAGE_SIZE_MAX) });

export const reportPageQuery = z.strictObject({ ...pagingFields(REPORT_PAGE_SIZE, REPORT_PAGE_SIZE_MAX) });

export const freeContentBody = z.strictObject({ report_id: requiredId });

export const premiumContentQuery = z.strictObject({ report_id: requiredId, type_id: requiredId });

export const documentTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  description: z.string().nullable(),
  level: z.number().int(),
  is_free: z.boolean(),
  price: z.number().int(),
  original_price: z.number().int(),
  sale_price: z.number().int().nullable(),
});

export const reportContentsSchema = z.object({
  report: z.object({ id: z.number().int(), title: z.string(), permalink: z.string() }),
  package: z.object({
    id: z.number().int(),
    name: z.string(),
    name_en: z.string().nullable(),
    level: z.number().int(),
    is_free: z.boolean(),
  }),
  contents: z.array(contentLinkSchema),
});
export type ReportContents = z.infer<typeof reportContentsSchema>;

/** How many public reports a province has, for the map's legend; provinces without any are left out. */
export const provinceReportCountSchema = z.object({ province_id: z.number().int(), total: z.number().int() });
export type ProvinceReportCount = z.infer<typeof provinceReportCountSchema>;

export const reportEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: '/v1/public/reports',
    access: 'public',
    summary:
      'Public reports by province, area, project, free or paid, keyword; 6 per page from page 1, newest first; the filters may also come in the query string',
    body: reportListFilter,
    reply: pageSchema(reportListItemSchema),
  }),
  search: defineEndpoint({
    method: 'POST',
    path: '/v1/public/search-report',
    access: 'public',
    summary: 'Report search that ignores diacritics and tolerates small typos; the filters may also come in the query string',
    body: reportListFilter,
    reply: pageSchema(reportListItemSchema),
  }),
  advanceSearch: defineEndpoint({
    method: 'POST',
    path: '/v1/public/reports/advance-search',
    access: 'public',
    summary: 'Reports by lists of areas, provinces, projects, investors and a publication date range',
    body: reportAdvanceSearchBody,
    reply: pageSchema(reportListItemSchema),
  }),
  other: defineEndpoint({
    method: 'POST',
    path: '/v1/public/reports/other',
    access: 'public',
    summary: 'Other reports than one, the same province first',
    body: otherReportsBody,
    reply: pageSchema(reportListItemSchema),
  }),
  documentTypes: defineEndpoint({
    method: 'GET',
    path: '/v1/public/reports/document-type',
    access: 'public',
    summary: 'The active report packages',
    query: noQuery,
    reply: pageSchema(documentTypeSchema),
  }),
  provinceCounts: defineEndpoint({
    method: 'GET',
    path: '/v1/public/reports/province-counts',
    access: 'public',
    summary: 'How many public reports each province has (the totals the list gives per province), provinces with none left out',
    query: noQuery,
    reply: z.object({ items: z.array(provinceReportCountSchema) }),
  }),
  ofProject: defineEndpoint({
    method: 'GET',
    path: '/v1/public/reports/project/:id',
    access: 'public',
    summary: 'Reports about one project, by project id or permalink',
    params: idOrPermalinkParam,
    query: reportPageQuery,
    reply: pageSchema(reportListItemSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/v1/public/reports/:id',
    access: 'public',
    summary: 'One public report by id or permalink, with its packages and prices and the list of its contents (never the files)',
    params: idOrPermalinkParam,
    reply: reportDetailSchema,
  }),
  freeContent: defineEndpoint({
    method: 'POST',
    path: '/v1/public/reports/free-content',
    access: 'public',
    summary: "A report's free package with links anyone can open for 10 minutes",
    body: freeContentBody,
    reply: reportContentsSchema,
  }),
  freeDownload: defineEndpoint({
    method: 'POST',
    path: '/v1/public/reports/free-download',
    access: 'public',
    summary: 'The guest form: name, email and phone give the free package and leave a contact request',
    body: freeDownloadBody,
    reply: reportContentsSchema,
  }),
  premiumContent: defineEndpoint({
    method: 'GET',
    path: '/v1/reports/premium-content',
    access: 'user',
    summary: 'The contents of a package of a report, for a reader who owns it (or a higher package), or when it is free',
    query: premiumContentQuery,
    reply: reportContentsSchema,
  }),
};
