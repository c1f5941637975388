import { z } from 'zod';
import { adminBlogCategorySchema } from './admin-blog-categories.ts';
import { adminSearchQuery } from './admin-users.ts';
import { blogDetailSchema } from './blogs.ts';
import { defineEndpoint, timestamp } from './endpoint.ts';
import { pageSchema } from './envelope.ts';
import { keywordField, namedRef, optionalFlag, optionalId, requiredId } from './list-query.ts';
import { locales } from './locale.ts';
import { optionalDay } from './orders.ts';
import { permalinkSchema } from './permalink.ts';
import { patterns } from './validation.ts';

/** A post is written as a draft, then published (at once or at a time to come) or hidden. */
export const blogStatuses = ['draft', 'published', 'hidden'] as const;
export type BlogStatus = (typeof blogStatuses)[number];

export const BLOG_TITLE_MAX = 255;
export const BLOG_SUMMARY_MAX = 5000;
/** Generous for a long article with tables, small enough that one post cannot fill the database. */
export const BLOG_CONTENT_MAX = 500_000;
export const BLOG_TAGS_MAX = 20;
export const BLOG_TAG_MAX = 50;

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

const tag = z.string({ error: 'tags_invalid' }).trim().min(1, 'tags_invalid').max(BLOG_TAG_MAX, 'tags_invalid');

export const blogBody = z.strictObject({
  title: z.string({ error: 'required' }).trim().min(1, 'required').max(BLOG_TITLE_MAX, 'text_max_255'),
  /** Blank: made from the title, the first free one. */
  permalink: z.preprocess(blank, permalinkSchema.optional()),
  category_id: requiredId,
  language: z.enum(locales, { error: 'invalid' }).default('vi'),
  summary: z.preprocess(
    blank,
    z
      .string({ error: 'invalid' })
      .trim()
      .max(BLOG_SUMMARY_MAX, 'text_max_5000')
      .transform((value) => value || null)
      .optional(),
  ),
  /** HTML from the editor; the server keeps only its allowlist. */
  content: z.preprocess(blank, z.string({ error: 'invalid' }).max(BLOG_CONTENT_MAX, 'content_too_long').optional()),
  cover_url: z.preprocess(
    blank,
    z.string({ error: 'invalid' }).trim().max(2000, 'image_url_invalid').regex(patterns.pictureUrl, 'image_url_https').optional(),
  ),
  tags: z.preprocess(
    (value) => value ?? [],
    z
      .array(tag, { error: 'tags_invalid' })
      .max(BLOG_TAGS_MAX, 'tags_invalid')
      .transform((tags) => [...new Set(tags)]),
  ),
  hot: z.boolean({ error: 'invalid' }).default(false),
  status: z.enum(blogStatuses, { error: 'invalid' }).default('draft'),
  /** ISO 8601 with an offset; a time to come keeps a published post off the site until then. Blank on publishing means now. */
  published_at: z.preprocess(blank, z.iso.datetime({ offset: true, error: 'moment_invalid' }).optional()),
  follow_report_id: optionalId,
});
export type BlogInput = z.output<typeof blogBody>;

export const adminBlogSearchQuery = adminSearchQuery(['id', 'created_at', 'published_at', 'title', 'view_count'], 'id,desc');

export const adminBlogSearchBody = z.preprocess(
  (value) => value ?? {},
  z
    .strictObject({
      /** Words of the title or summary, diacritics aside. */
      keyword: keywordField,
      /** The category and its subcategories. */
      category_id: optionalId,
      language: z.preprocess(blank, z.enum(locales, { error: 'invalid' }).optional()),
      status: z.preprocess(blank, z.enum(blogStatuses, { error: 'invalid' }).optional()),
      /** Published with a time still to come. */
      scheduled: optionalFlag,
      tag: z.preprocess(blank, z.string({ error: 'invalid' }).trim().max(BLOG_TAG_MAX, 'keyword_too_long').optional()),
      hot: optionalFlag,
      /** Vietnam days of the publication time, or of the creation for a post never published. */
      from: optionalDay,
      to: optionalDay,
    })
    .refine((body) => !body.from || !body.to || body.from <= body.to, { message: 'date_range_invalid', path: ['to'] }),
);

export const adminBlogListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  permalink: z.string(),
  category: namedRef.nullable(),
  language: z.enum(locales),
  status: z.enum(blogStatuses),
  published_at: timestamp.nullable(),
  /** Published, with its time still to come. */
  scheduled: z.boolean(),
  hot: z.boolean(),
  tags: z.array(z.string()),
  cover_url: z.string().nullable(),
  view_count: z.number().int(),
  author: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminBlogListItem = z.infer<typeof adminBlogListItemSchema>;

export const adminBlogSchema = adminBlogListItemSchema.extend({
  summary: z.string().nullable(),
  /** Sanitised HTML. */
  content: z.string().nullable(),
  follow_report: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type AdminBlog = z.infer<typeof adminBlogSchema>;

export const blogIdParam = z.strictObject({ id: requiredId });

export const blogChangeStatusQuery = z.strictObject({
  id: requiredId,
  status: z.preprocess(blank, z.enum(blogStatuses, { error: 'status_change_required' })),
});

/** A report to pick as the one a post follows up on. */
export const blogReportOptionsQuery = z.strictObject({ keyword: keywordField });
export const blogReportOptionSchema = z.object({ id: z.number().int(), title: z.string() });

const access = { permission: 'news-manage/news' } as const;

export const adminBlogEndpoints = {
  search: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/blog/search',
    access,
    summary: 'Posts by title, category (with its subcategories), language, status, tag and Vietnam days',
    query: adminBlogSearchQuery,
    body: adminBlogSearchBody,
    reply: pageSchema(adminBlogListItemSchema),
  }),
  reportOptions: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/blog/report-options',
    access,
    summary: 'Reports a post may follow up on, by title, at most 20',
    query: blogReportOptionsQuery,
    reply: z.array(blogReportOptionSchema),
  }),
  categoryOptions: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/blog/category-options',
    access,
    summary: 'Every category in tree order, for filing a post',
    reply: z.array(adminBlogCategorySchema),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/blog/:id',
    access,
    summary: 'One post with its content, whatever its status',
    params: blogIdParam,
    reply: adminBlogSchema,
  }),
  preview: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/blog/:id/preview',
    access,
    summary: 'One post as the public page shows it, whatever its status or publication time',
    params: blogIdParam,
    reply: blogDetailSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/blog',
    access,
    summary: 'Write a post; its content is cut to the rich-text allowlist and a blank permalink is made from the title',
    body: blogBody,
    reply: adminBlogSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/blog/:id',
    access,
    summary: 'Replace a post',
    params: blogIdParam,
    body: blogBody,
    reply: adminBlogSchema,
  }),
  changeStatus: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/blog/change-status',
    access,
    summary: 'Publish (now, unless a time to come was set), hide or return a post to draft',
    query: blogChangeStatusQuery,
    reply: adminBlogSchema,
  }),
};
