import { z } from 'zod';
import { sortParam } from './paging.ts';
import { keywordField, namedRef, optionalPageNumber, optionalPageSize, pagingFields, requiredId } from './list-query.ts';
import { locales } from './locale.ts';
import { defineEndpoint, timestamp } from './endpoint.ts';
import { pageSchema } from './envelope.ts';

export const BLOG_PAGE_SIZE = 10;
export const BLOG_PAGE_SIZE_MAX = 100;
/** A category tab shows 10 posts a page, or 100 when the client gives no offset. */
export const BLOG_CATEGORY_PAGE_SIZE = 10;
export const BLOG_CATEGORY_UNPAGED_SIZE = 100;
export const HOT_NEWS_PAGE_SIZE = 5;

/** The posts' language: `language` in the query, else the caller's Accept-Language. */
const languageField = z.enum(locales, { message: 'invalid' }).optional();

export const blogListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  permalink: z.string(),
  language: z.string(),
  summary: z.string().nullable(),
  cover_url: z.string().nullable(),
  tags: z.array(z.string()),
  hot: z.boolean(),
  published_at: timestamp.nullable(),
  view_count: z.number().int(),
  category: namedRef.nullable(),
});
export type BlogListItem = z.infer<typeof blogListItemSchema>;

export const blogDetailSchema = blogListItemSchema.extend({
  /** Sanitised HTML. */
  content: z.string().nullable(),
  follow_report: z.object({ id: z.number().int(), title: z.string(), permalink: z.string() }).nullable(),
});

export const blogSortColumns = ['id', 'published_at', 'created_at', 'view_count'] as const;

export const blogListQuery = z.strictObject({
  language: languageField,
  keyword: keywordField,
  sort: sortParam(blogSortColumns, 'id,desc').optional(),
  ...pagingFields(BLOG_PAGE_SIZE, BLOG_PAGE_SIZE_MAX),
});

export const hotNewsQuery = z.strictObject({ language: languageField, ...pagingFields(HOT_NEWS_PAGE_SIZE, BLOG_PAGE_SIZE_MAX) });

export const blogsByTagQuery = z.strictObject({
  tag: z.string({ error: 'required' }).trim().min(1, 'required').max(100, 'keyword_too_long'),
  language: languageField,
  ...pagingFields(BLOG_PAGE_SIZE, BLOG_PAGE_SIZE_MAX),
});

/** `offset` counts posts; `page` is accepted too, for clients that page by number. */
export const blogsByCategoryQuery = z.strictObject({
  category: requiredId,
  language: languageField,
  offset: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number({ message: 'invalid_number' }).int('invalid_number').min(0, 'invalid_number').max(10_000_000, 'too_big').optional(),
  ),
  page: optionalPageNumber,
  page_size: optionalPageSize(BLOG_PAGE_SIZE_MAX),
});

export const followReportQuery = z.strictObject({
  report_id: requiredId,
  language: languageField,
  ...pagingFields(BLOG_PAGE_SIZE, BLOG_PAGE_SIZE_MAX),
});

export const blogPermalinkParam = z.strictObject({
  permalink: z
    .string()
    .trim()
    .min(1, 'invalid')
    .max(255, 'invalid')
    .regex(/^[A-Za-z0-9_-]+$/, 'invalid'),
});

export const blogEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/public/blogs',
    access: 'public',
    summary: 'Published posts in the requested language (`language` or Accept-Language)',
    query: blogListQuery,
    reply: pageSchema(blogListItemSchema),
  }),
  hotNews: defineEndpoint({
    method: 'GET',
    path: '/v1/public/blogs/hot-news',
    access: 'public',
    summary: 'Hot published posts, newest first',
    query: hotNewsQuery,
    reply: pageSchema(blogListItemSchema),
  }),
  byTag: defineEndpoint({
    method: 'GET',
    path: '/v1/public/blogs/by-tag',
    access: 'public',
    summary: 'Published posts carrying a tag',
    query: blogsByTagQuery,
    reply: pageSchema(blogListItemSchema),
  }),
  byCategory: defineEndpoint({
    method: 'GET',
    path: '/v1/public/blogs/by-category',
    access: 'public',
    summary: 'Posts of a category and its subcategories; 10 per page by offset, or 100 without an offset',
    query: blogsByCategoryQuery,
    reply: pageSchema(blogListItemSchema),
  }),
  followReport: defineEndpoint({
    method: 'GET',
    path: '/v1/public/blogs/follow-report',
    access: 'public',
    summary: 'Posts that follow up on a report',
    query: followReportQuery,
    reply: pageSchema(blogListItemSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/v1/public/blogs/:permalink',
    access: 'public',
    summary: 'One published post with its content and related report',
    params: blogPermalinkParam,
    reply: blogDetailSchema,
  }),
};
