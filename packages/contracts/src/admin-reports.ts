import { z } from 'zod';
import { adminSearchQuery } from './admin-users.ts';
import { defineEndpoint, timestamp } from './endpoint.ts';
import { pageSchema } from './envelope.ts';
import { keywordField, namedRef, optionalFlag, optionalId, requiredId } from './list-query.ts';
import { optionalDay } from './orders.ts';
import { booleanQuery } from './paging.ts';
import { permalinkSchema } from './permalink.ts';
import { contentFormats, contentLinkSchema } from './reports.ts';
import { patterns } from './validation.ts';

/** A report is a draft while staff prepare it, published when the public may see it, archived when withdrawn. */
export const reportStatuses = ['draft', 'published', 'archived'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

const MONEY_MAX = 1_000_000_000_000;
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const money = z.coerce.number({ error: 'invalid_number' }).int('invalid_number').min(0, 'invalid_number').max(MONEY_MAX, 'too_big');
const requiredText = (max: number, tooLong: 'text_max_255' | 'text_max_500') =>
  z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z.string({ error: 'required' }).trim().min(1, 'required').max(max, tooLong),
  );
const optionalText = (max: number, tooLong: 'text_max_255' | 'text_max_500' | 'text_max_5000') =>
  z.preprocess(
    blank,
    z
      .string({ error: 'invalid' })
      .trim()
      .max(max, tooLong)
      .transform((value) => value || null)
      .optional(),
  );
/** The rich text staff write; the API keeps only what its allowlist lets through. */
const richText = z.preprocess(
  blank,
  z
    .string({ error: 'invalid' })
    .max(200_000, 'too_big')
    .transform((value) => value || null)
    .optional(),
);
const flag = (fallback: boolean) => z.boolean({ error: 'invalid' }).default(fallback);
const changeActiveQuery = z.strictObject({
  id: requiredId,
  active: z.preprocess(blank, z.union([z.boolean(), booleanQuery], { error: 'invalid' })),
});
const idParam = z.strictObject({ id: requiredId });
/** A cover: an https picture, or one the shop serves from its uploads. */
const coverUrl = z.preprocess(
  blank,
  z.string({ error: 'invalid' }).trim().max(1000, 'too_big').regex(patterns.pictureUrl, 'image_url_https').optional(),
);

// Reports

export const reportBody = z
  .strictObject({
    title: requiredText(500, 'text_max_500'),
    title_en: optionalText(500, 'text_max_500'),
    /** Blank: made from the title, the first free one. */
    permalink: z.preprocess(blank, permalinkSchema.optional()),
    area_id: optionalId,
    province_id: optionalId,
    /** A project report is about one project, and has no area or province of its own. */
    project_id: optionalId,
    cover_url: coverUrl,
    summary: optionalText(5000, 'text_max_5000'),
    description: richText,
    /** yyyy-mm-dd */
    published_on: optionalDay,
    hot: flag(false),
    status: z.enum(reportStatuses, { error: 'invalid' }).default('draft'),
    is_free: flag(false),
    active: flag(true),
    /** The packages on sale for this report. */
    package_ids: z
      .array(z.coerce.number({ error: 'invalid_number' }).int('invalid_number').min(1, 'invalid_number'), { error: 'invalid' })
      .max(20, 'too_big')
      .default([]),
  })
  .superRefine((body, context) => {
    if (body.project_id !== undefined && (body.area_id !== undefined || body.province_id !== undefined)) {
      context.addIssue({ code: 'custom', path: ['project_id'], message: 'report_place_or_project' });
    }
    if (body.project_id === undefined && body.area_id === undefined && body.province_id === undefined) {
      context.addIssue({ code: 'custom', path: ['province_id'], message: 'report_place_required' });
    }
    if (new Set(body.package_ids).size !== body.package_ids.length) {
      context.addIssue({ code: 'custom', path: ['package_ids'], message: 'invalid' });
    }
  });
export type ReportInput = z.output<typeof reportBody>;

export const adminReportSearchQuery = adminSearchQuery(['id', 'created_at', 'published_on', 'title'], 'id,desc');

/** `keyword` matches the title and the permalink. */
export const adminReportSearchBody = z.preprocess(
  (value) => value ?? {},
  z.strictObject({
    keyword: keywordField,
    area_id: optionalId,
    province_id: optionalId,
    project_id: optionalId,
    status: z.preprocess(blank, z.enum(reportStatuses, { error: 'invalid' }).optional()),
    active: optionalFlag,
    is_free: optionalFlag,
    hot: optionalFlag,
  }),
);

const packageRef = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  level: z.number().int(),
  active: z.boolean(),
});

export const adminReportSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_en: z.string().nullable(),
  permalink: z.string(),
  area: namedRef.nullable(),
  province: namedRef.nullable(),
  project: z.object({ id: z.number().int(), title: z.string(), permalink: z.string() }).nullable(),
  cover_url: z.string().nullable(),
  summary: z.string().nullable(),
  description: z.string().nullable(),
  published_on: z.string().nullable(),
  hot: z.boolean(),
  status: z.enum(reportStatuses),
  is_free: z.boolean(),
  active: z.boolean(),
  packages: z.array(packageRef),
  content_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminReport = z.infer<typeof adminReportSchema>;

const reportAccess = { permission: 'report-manage/reports/list' } as const;

export const adminReportEndpoints = {
  search: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/report/search',
    access: reportAccess,
    summary: 'Reports by title or permalink, place, project, status, active, free and hot flags',
    query: adminReportSearchQuery,
    body: adminReportSearchBody,
    reply: pageSchema(adminReportSchema),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/report/:id',
    access: reportAccess,
    summary: 'One report with its packages on sale',
    params: idParam,
    reply: adminReportSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/report',
    access: reportAccess,
    summary: 'Create a report; a blank permalink is made from the title, a typed one must be free',
    body: reportBody,
    reply: adminReportSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/report/:id',
    access: reportAccess,
    summary: 'Replace a report and the packages on sale for it; the public pages show it at once',
    params: idParam,
    body: reportBody,
    reply: adminReportSchema,
  }),
  changeActive: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/report/change-active',
    access: reportAccess,
    summary: 'Hide a report from the public or show it again',
    query: changeActiveQuery,
    reply: adminReportSchema,
  }),
};

// Packages, the backend's "document types"

export const packageBody = z
  .strictObject({
    name: requiredText(255, 'text_max_255'),
    name_en: optionalText(255, 'text_max_255'),
    description: optionalText(5000, 'text_max_5000'),
    description_en: optionalText(5000, 'text_max_5000'),
    /** A higher level includes the contents of the lower ones; each level belongs to one package. */
    level: z.coerce.number({ error: 'invalid_number' }).int('invalid_number').min(0, 'invalid_number').max(100, 'too_big'),
    /** The list price, in đồng. */
    price: z.preprocess(blank, money.default(0)),
    /** The crossed-out price shown next to it; blank shows none. */
    original_price: z.preprocess(blank, money.default(0)),
    /** A lower price while a sale lasts; blank for none. */
    sale_price: z.preprocess(blank, money.optional()),
    /** Given away through the guest form, without an order. */
    is_free: flag(false),
    active: flag(true),
  })
  .superRefine((body, context) => {
    if (body.is_free && (body.price > 0 || (body.sale_price ?? 0) > 0)) {
      context.addIssue({ code: 'custom', path: ['price'], message: 'package_free_priced' });
    }
    if (!body.is_free && body.price === 0) context.addIssue({ code: 'custom', path: ['price'], message: 'package_price_required' });
    if (body.sale_price !== undefined && body.sale_price > body.price) {
      context.addIssue({ code: 'custom', path: ['sale_price'], message: 'package_sale_above_price' });
    }
  });
export type PackageInput = z.output<typeof packageBody>;

export const adminPackageSearchQuery = adminSearchQuery(['id', 'level', 'price', 'name'], 'level,asc');

export const adminPackageSearchBody = z.preprocess(
  (value) => value ?? {},
  z.strictObject({ keyword: keywordField, active: optionalFlag, is_free: optionalFlag }),
);

export const adminPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  description: z.string().nullable(),
  description_en: z.string().nullable(),
  level: z.number().int(),
  price: z.number().int(),
  original_price: z.number().int(),
  sale_price: z.number().int().nullable(),
  is_free: z.boolean(),
  active: z.boolean(),
  /** Reports offering it, and buyers holding it: a sold package keeps its level. */
  report_count: z.number().int(),
  sold_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;

const packageAccess = { permission: 'report-manage/reports/package' } as const;

export const adminPackageEndpoints = {
  search: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/document-type/search',
    access: packageAccess,
    summary: 'Report packages by name, active and free flags',
    query: adminPackageSearchQuery,
    body: adminPackageSearchBody,
    reply: pageSchema(adminPackageSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/document-type',
    access: packageAccess,
    summary: 'Create a report package at a level no other package holds',
    body: packageBody,
    reply: adminPackageSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/document-type/:id',
    access: packageAccess,
    summary: 'Replace a report package; orders keep the prices paid, and a sold package keeps its level',
    params: idParam,
    body: packageBody,
    reply: adminPackageSchema,
  }),
  changeActive: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/document-type/change-active',
    access: packageAccess,
    summary: 'Stop selling a package or sell it again; buyers keep what they bought',
    query: changeActiveQuery,
    reply: adminPackageSchema,
  }),
};

// Contents, the backend's "documents"

/** Storage keys the upload route hands out: folders and a file name, never a way out of the store. */
const fileKey = z.preprocess(
  blank,
  z
    .string({ error: 'invalid' })
    .trim()
    .max(500, 'too_big')
    .regex(/^(?!.*\.\.)[A-Za-z0-9_-][A-Za-z0-9/_.-]*$/, 'invalid')
    .optional(),
);

export const contentBody = z
  .strictObject({
    report_id: requiredId,
    package_id: requiredId,
    title: requiredText(500, 'text_max_500'),
    title_en: optionalText(500, 'text_max_500'),
    format: z.enum(contentFormats, { error: 'content_format_invalid' }),
    /** An uploaded file (PDF, video, archive), as the upload route named it… */
    file_key: fileKey,
    file_name: optionalText(255, 'text_max_255'),
    /** …or a link: YouTube for a YouTube content, any https address otherwise. */
    url: z.preprocess(blank, z.string({ error: 'invalid' }).trim().max(1000, 'too_big').optional()),
    /** What the public reads of it before buying. */
    preview_text: optionalText(5000, 'text_max_5000'),
    page_count: z.preprocess(
      blank,
      z.coerce.number({ error: 'invalid_number' }).int('invalid_number').min(1, 'invalid_number').max(100_000, 'too_big').optional(),
    ),
    sort_order: z.preprocess(
      blank,
      z.coerce.number({ error: 'invalid_number' }).int('invalid_number').min(0, 'invalid_number').max(10_000, 'too_big').default(0),
    ),
    active: flag(true),
  })
  .superRefine((body, context) => {
    if (body.format === 'youtube') {
      if (!body.url || !patterns.youtubeUrl.test(body.url))
        context.addIssue({ code: 'custom', path: ['url'], message: 'youtube_url_invalid' });
      return;
    }
    if (!body.file_key && !body.url) context.addIssue({ code: 'custom', path: ['file_key'], message: 'content_file_required' });
    if (body.file_key && body.url) context.addIssue({ code: 'custom', path: ['url'], message: 'content_file_or_link' });
    if (body.url && !patterns.httpsUrl.test(body.url)) context.addIssue({ code: 'custom', path: ['url'], message: 'url_https' });
  });
export type ContentInput = z.output<typeof contentBody>;

export const adminContentSearchQuery = adminSearchQuery(['id', 'created_at', 'title', 'sort_order'], 'id,desc');

export const adminContentSearchBody = z.preprocess(
  (value) => value ?? {},
  z.strictObject({
    keyword: keywordField,
    report_id: optionalId,
    package_id: optionalId,
    format: z.preprocess(blank, z.enum(contentFormats, { error: 'invalid' }).optional()),
    active: optionalFlag,
  }),
);

export const adminContentSchema = z.object({
  id: z.number().int(),
  report: z.object({ id: z.number().int(), title: z.string(), permalink: z.string() }),
  package: z.object({ id: z.number().int(), name: z.string(), level: z.number().int() }),
  title: z.string(),
  title_en: z.string().nullable(),
  format: z.enum(contentFormats),
  file_key: z.string().nullable(),
  file_name: z.string().nullable(),
  file_size: z.number().int().nullable(),
  mime_type: z.string().nullable(),
  url: z.string().nullable(),
  preview_text: z.string().nullable(),
  page_count: z.number().int().nullable(),
  sort_order: z.number().int(),
  active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminContent = z.infer<typeof adminContentSchema>;

/** A report to attach contents to, with the packages it offers. */
export const contentReportOptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  packages: z.array(packageRef),
});
export type ContentReportOption = z.infer<typeof contentReportOptionSchema>;

const contentAccess = { permission: 'report-manage/reports/content' } as const;

export const adminContentEndpoints = {
  search: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/document/search',
    access: contentAccess,
    summary: 'Report contents by title, report, package, format and active flag',
    query: adminContentSearchQuery,
    body: adminContentSearchBody,
    reply: pageSchema(adminContentSchema),
  }),
  reportOptions: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/document/reports',
    access: contentAccess,
    summary: 'Reports whose title holds the keyword, with the packages each offers, to attach contents to',
    query: z.strictObject({ keyword: keywordField, id: optionalId }),
    reply: z.array(contentReportOptionSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/document',
    access: contentAccess,
    summary: 'Add a content to a package the report offers: an uploaded file or a link',
    body: contentBody,
    reply: adminContentSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/document/:id',
    access: contentAccess,
    summary: 'Replace a content',
    params: idParam,
    body: contentBody,
    reply: adminContentSchema,
  }),
  changeActive: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/document/change-active',
    access: contentAccess,
    summary: 'Withdraw a content from its readers or give it back',
    query: changeActiveQuery,
    reply: adminContentSchema,
  }),
  preview: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/document/:id/preview',
    access: contentAccess,
    summary: 'The content as its buyer opens it, with a short-lived link that is not counted as a download',
    params: idParam,
    reply: contentLinkSchema,
  }),
};
