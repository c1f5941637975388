import { boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { active, at, createdAt, id, publicCard, richText, searchText, timestamps } from './columns.js';
import { users } from './accounts.js';
import { reports } from './reports.js';

/** A tree; ids 17 to 30 are fixed because the public tabs name them. */
export const blogCategories = pgTable(
  'blog_categories',
  {
    id: id(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 255 }).notNull(),
    nameEn: varchar('name_en', { length: 255 }),
    slug: varchar('slug', { length: 255 }).notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: active(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('blog_categories_slug_uq').on(t.slug), index('blog_categories_parent_idx').on(t.parentId)],
);

export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    title: varchar('title', { length: 500 }).notNull(),
    permalink: varchar('permalink', { length: 255 }).notNull(),
    categoryId: integer('category_id').references(() => blogCategories.id),
    /** vi | en */
    language: varchar('language', { length: 2 }).notNull().default('vi'),
    summary: text('summary'),
    /** Sanitised HTML. */
    content: richText('content'),
    coverUrl: text('cover_url'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hot: boolean('hot').notNull().default(false),
    /** draft | published | hidden */
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    publishedAt: at('published_at'),
    followReportId: integer('follow_report_id').references(() => reports.id, { onDelete: 'set null' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    viewCount: integer('view_count').notNull().default(0),
    searchText: searchText(),
    card: publicCard(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('blogs_permalink_uq').on(t.permalink),
    index('blogs_category_idx').on(t.categoryId),
    index('blogs_public_idx').on(t.status, t.language, t.publishedAt),
    index('blogs_hot_idx').on(t.hot),
    index('blogs_follow_report_idx').on(t.followReportId),
    index('blogs_tags_idx').using('gin', t.tags),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    /** visible | hidden */
    status: varchar('status', { length: 16 }).notNull().default('visible'),
    searchText: searchText(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reviews_user_report_uq').on(t.reportId, t.userId),
    index('reviews_report_idx').on(t.reportId, t.status),
    index('reviews_created_idx').on(t.createdAt),
  ],
);

export const subReviews = pgTable(
  'sub_reviews',
  {
    id: id(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** visible | hidden */
    status: varchar('status', { length: 16 }).notNull().default('visible'),
    /** Written by staff in the shop's name: the public sees the shop as its author. */
    fromShop: boolean('from_shop').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('sub_reviews_review_idx').on(t.reviewId)],
);

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: id(),
    firstName: varchar('first_name', { length: 100 }).notNull().default(''),
    lastName: varchar('last_name', { length: 100 }).notNull().default(''),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    message: text('message'),
    /** init (contact form) | download (guest free download) | subscribe (community sign-up) | handled */
    status: varchar('status', { length: 16 }).notNull().default('init'),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    note: text('note'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    searchText: searchText(),
    ...timestamps(),
  },
  (t) => [
    index('contact_requests_status_idx').on(t.status, t.createdAt),
    index('contact_requests_email_idx').on(t.email),
    index('contact_requests_created_idx').on(t.createdAt),
  ],
);

export const mailSubscriptions = pgTable(
  'mail_subscriptions',
  {
    id: id(),
    email: varchar('email', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }),
    active: active(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mail_subscriptions_email_uq').on(t.email)],
);

export const systemSettings = pgTable('system_settings', {
  name: varchar('name', { length: 100 }).primaryKey(),
  value: text('value').notNull().default(''),
  ...timestamps(),
});

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: varchar('to_address', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 500 }).notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** queued | sent | failed */
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.id), index('mail_outbox_to_idx').on(t.toAddress)],
);

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    actorId: integer('actor_id'),
    action: varchar('action', { length: 100 }).notNull(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }),
    detail: text('detail'),
    /** The record's values before and after the write; null where it did not exist or was removed. */
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('audit_logs_entity_idx').on(t.entity, t.entityId), index('audit_logs_actor_idx').on(t.actorId, t.createdAt)],
);
