import { boolean, date, index, integer, pgTable, smallint, text, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { active, at, createdAt, id, money, publicCard, richText, searchText, timestamps } from './columns.js';
import { areas, provinces } from './geography.js';
import { projects } from './catalog.js';
import { users } from './accounts.js';

/**
 * A report package, the backend's "document type": a level of access sold for any report.
 * A higher level includes the lower ones; level 0 is the free package.
 */
export const packages = pgTable(
  'packages',
  {
    id: id(),
    name: varchar('name', { length: 255 }).notNull(),
    nameEn: varchar('name_en', { length: 255 }),
    description: text('description'),
    descriptionEn: text('description_en'),
    level: smallint('level').notNull(),
    price: money('price').notNull().default(0),
    originalPrice: money('original_price').notNull().default(0),
    salePrice: money('sale_price'),
    isFree: boolean('is_free').notNull().default(false),
    active: active(),
    ...timestamps(),
  },
  (t) => [
    index('packages_active_idx').on(t.active),
    // A level decides what a buyer reads and which cart item gives way, so it names one package.
    uniqueIndex('packages_level_uq').on(t.level),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: id(),
    title: varchar('title', { length: 500 }).notNull(),
    titleEn: varchar('title_en', { length: 500 }),
    permalink: varchar('permalink', { length: 255 }).notNull(),
    areaId: integer('area_id').references(() => areas.id),
    provinceId: integer('province_id').references(() => provinces.id),
    projectId: integer('project_id').references(() => projects.id),
    coverUrl: text('cover_url'),
    summary: text('summary'),
    summaryEn: text('summary_en'),
    description: richText('description'),
    descriptionEn: richText('description_en'),
    publishedOn: date('published_on', { mode: 'string' }),
    hot: boolean('hot').notNull().default(false),
    /** draft | published | archived */
    status: varchar('status', { length: 16 }).notNull().default('published'),
    isFree: boolean('is_free').notNull().default(false),
    active: active(),
    searchText: searchText(),
    card: publicCard(),
    /** The report page's reply (card, descriptions, packages on sale, contents), kept like the card. */
    page: text('page').notNull().default('{}'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reports_permalink_uq').on(t.permalink),
    index('reports_area_idx').on(t.areaId),
    index('reports_province_idx').on(t.provinceId),
    index('reports_project_idx').on(t.projectId),
    index('reports_public_idx').on(t.active, t.status, t.id),
    index('reports_free_idx').on(t.isFree),
    // The admin list sorted by title: its first page comes from the index instead of sorting every report.
    index('reports_title_idx').on(t.title, t.id),
  ],
);

/** Which packages are on sale for a report, with a per-report price where it differs. */
export const reportPackages = pgTable(
  'report_packages',
  {
    id: id(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    price: money('price'),
    originalPrice: money('original_price'),
    active: active(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('report_packages_uq').on(t.reportId, t.packageId), index('report_packages_package_idx').on(t.packageId)],
);

/** Report content, the backend's "document": one PDF, video, YouTube link or archive of a package. */
export const reportContents = pgTable(
  'report_contents',
  {
    id: id(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    title: varchar('title', { length: 500 }).notNull(),
    titleEn: varchar('title_en', { length: 500 }),
    /** pdf | video | youtube | archive */
    format: varchar('format', { length: 16 }).notNull(),
    /** Storage key of an uploaded file (pdf, video, archive). */
    fileKey: text('file_key'),
    fileName: varchar('file_name', { length: 255 }),
    fileSize: integer('file_size'),
    mimeType: varchar('mime_type', { length: 128 }),
    /** External link (YouTube). */
    url: text('url'),
    previewText: text('preview_text'),
    pageCount: integer('page_count'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: active(),
    searchText: searchText(),
    ...timestamps(),
  },
  (t) => [
    index('report_contents_report_idx').on(t.reportId, t.packageId),
    index('report_contents_package_idx').on(t.packageId),
    index('report_contents_active_idx').on(t.active),
    // The admin list sorted by date added: a keyword matching a quarter of the contents does not sort them all.
    index('report_contents_created_idx').on(t.createdAt, t.id),
  ],
);

export const downloadLogs = pgTable(
  'download_logs',
  {
    id: id(),
    contentId: integer('content_id')
      .notNull()
      .references(() => reportContents.id, { onDelete: 'cascade' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Guest downloads of free content carry the contact request instead of a user. */
    contactRequestId: integer('contact_request_id'),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(1),
    lastAt: at('last_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    // One counter per content, downloader (user, or guest contact request, or neither) and day.
    unique('download_logs_subject_day_uq').on(t.contentId, t.userId, t.contactRequestId, t.day).nullsNotDistinct(),
    index('download_logs_report_day_idx').on(t.reportId, t.day),
    index('download_logs_day_idx').on(t.day),
  ],
);
