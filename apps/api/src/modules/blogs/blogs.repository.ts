import { and, asc, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { blogCategories, blogs, reports } from '../../db/schema/index.js';
import { Filters, findCardPage, pageLimit, pageOffset } from '../search/text-search.js';
import { publicReport } from '../reports/public-report.js';

export interface BlogFilter {
  language: string;
  keyword?: string;
  tag?: string;
  categoryIds?: number[];
  followReportId?: number;
  hot?: boolean;
  sort?: { column: 'id' | 'published_at' | 'created_at' | 'view_count'; direction: 'asc' | 'desc' };
}

export interface Window {
  limit: number;
  offset: number;
}

/** Published and due: a post scheduled for later stays hidden until its time. */
const publicBlog = and(eq(blogs.status, 'published'), lte(blogs.publishedAt, sql`now()`))!;

const listColumns = {
  id: blogs.id,
  title: blogs.title,
  permalink: blogs.permalink,
  language: blogs.language,
  summary: blogs.summary,
  cover_url: blogs.coverUrl,
  tags: blogs.tags,
  hot: blogs.hot,
  published_at: blogs.publishedAt,
  view_count: blogs.viewCount,
  category: { id: blogCategories.id, name: blogCategories.name, name_en: blogCategories.nameEn },
};

function selectBlogs<T extends SelectedFields>(db: Db, extra: T) {
  return db
    .select({ ...listColumns, ...extra })
    .from(blogs)
    .leftJoin(blogCategories, and(eq(blogCategories.id, blogs.categoryId), eq(blogCategories.active, true)));
}

function conditions(filter: BlogFilter): Filters {
  return new Filters(publicBlog)
    .add('language', filter.language, (language) => eq(blogs.language, language))
    .add('tags', filter.tag === undefined || filter.tag === '' ? undefined : [filter.tag], (tags) => sql`${blogs.tags} @> ${tags}`)
    .add('categoryIds', filter.categoryIds, (ids) => sql`${blogs.categoryId} = any(${ids})`)
    .add('followReportId', filter.followReportId, (id) => eq(blogs.followReportId, id))
    .add('hot', filter.hot, (value) => eq(blogs.hot, value));
}

/** The news lists show the newest published first; the main list sorts as asked (id descending by default). */
function order(sort: BlogFilter['sort']): SQL[] {
  if (!sort) return [sql`${blogs.publishedAt} desc nulls last`, desc(blogs.id)];
  const column = { id: blogs.id, published_at: blogs.publishedAt, created_at: blogs.createdAt, view_count: blogs.viewCount }[sort.column];
  return [sort.direction === 'asc' ? asc(column) : desc(column), desc(blogs.id)];
}

/** A page of public posts as their cards (decision 0165). */
export function findBlogCards(db: Db, filter: BlogFilter, window: Window) {
  return findCardPage(
    db,
    { table: blogs, column: blogs.searchText, keyword: filter.keyword, statement: `blog cards ${JSON.stringify(filter.sort ?? null)}` },
    conditions(filter),
    window,
    (where) =>
      db
        .select({ card: blogs.card })
        .from(blogs)
        .where(where)
        .orderBy(...order(filter.sort))
        .limit(pageLimit)
        .offset(pageOffset),
  );
}

/** A category and, at any depth, its active subcategories; empty when the category is unknown or hidden. */
export async function findCategoryTree(db: Db, categoryId: number): Promise<number[]> {
  const rows = await db.select({ id: sql<number>`tree.id` }).from(
    sql`(with recursive tree(id) as (
        select c.id from ${blogCategories} c where c.id = ${categoryId} and c.active
        union
        select c.id from ${blogCategories} c join tree on c.parent_id = tree.id where c.active
      ) select id from tree) tree`,
  );
  return rows.map((row) => row.id);
}

export async function findBlog(db: Db, permalink: string) {
  const [row] = await selectBlogs(db, {
    content: blogs.content,
    follow_report: { id: reports.id, title: reports.title, permalink: reports.permalink },
  })
    .leftJoin(reports, and(eq(reports.id, blogs.followReportId), publicReport))
    .where(and(eq(blogs.permalink, permalink), publicBlog))
    .limit(1);
  return row ?? null;
}
