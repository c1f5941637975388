import type { z } from 'zod';
import { pageWindow } from '@app/contracts/list-query.js';
import {
  BLOG_CATEGORY_PAGE_SIZE,
  BLOG_CATEGORY_UNPAGED_SIZE,
  type blogListQuery,
  type blogsByCategoryQuery,
  type blogsByTagQuery,
  type followReportQuery,
  type hotNewsQuery,
} from '@app/contracts/blogs.js';
import type { Locale } from '@app/contracts/locale.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { readyPage, type ReadyJson } from '../../lib/ready-json.js';
import * as repository from './blogs.repository.js';

async function blogPage(db: Db, filter: repository.BlogFilter, paging: { page: number; page_size: number }): Promise<ReadyJson> {
  const { cards, total } = await repository.findBlogCards(db, filter, pageWindow(paging));
  return readyPage(cards, total, paging.page, paging.page_size);
}

export function listBlogs(db: Db, query: z.output<typeof blogListQuery>, locale: Locale) {
  return blogPage(db, { language: query.language ?? locale, keyword: query.keyword, sort: query.sort }, query);
}

export function hotNews(db: Db, query: z.output<typeof hotNewsQuery>, locale: Locale) {
  return blogPage(db, { language: query.language ?? locale, hot: true }, query);
}

export function blogsByTag(db: Db, query: z.output<typeof blogsByTagQuery>, locale: Locale) {
  return blogPage(db, { language: query.language ?? locale, tag: query.tag }, query);
}

export function blogsForReport(db: Db, query: z.output<typeof followReportQuery>, locale: Locale) {
  return blogPage(db, { language: query.language ?? locale, followReportId: query.report_id }, query);
}

/**
 * A category tab, its subcategories included. The client pages by `offset` (10 posts a page by
 * default) or asks once without an offset (100 posts).
 */
export async function blogsByCategory(db: Db, query: z.output<typeof blogsByCategoryQuery>, locale: Locale): Promise<ReadyJson> {
  const categoryIds = await repository.findCategoryTree(db, query.category);
  if (categoryIds.length === 0) throw notFound();
  const size = query.page_size ?? (query.offset === undefined ? BLOG_CATEGORY_UNPAGED_SIZE : BLOG_CATEGORY_PAGE_SIZE);
  const offset = query.offset ?? ((query.page ?? 1) - 1) * size;
  const { cards, total } = await repository.findBlogCards(db, { language: query.language ?? locale, categoryIds }, { limit: size, offset });
  return readyPage(cards, total, Math.floor(offset / size) + 1, size);
}

/** A post is read by its permalink whatever the reader's language: each post has one language and one address. */
export async function getBlog(db: Db, permalink: string) {
  const blog = await repository.findBlog(db, permalink);
  if (!blog) throw notFound();
  return blog;
}
