import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blogCategories, blogs, reports, users } from '../../db/schema/index.js';
import { escapeLike } from '../../lib/escape-like.js';
import { everyWordIn } from '../../lib/keyword-words.js';
import { sortKey } from '../../lib/sort-key.js';

export interface AdminBlogFilter {
  /** Lower-case, diacritic-free words that must all appear in the title or summary. */
  words: string[];
  categoryIds?: number[];
  language?: string;
  status?: string;
  scheduled?: boolean;
  tag?: string;
  hot?: boolean;
  from?: Date;
  until?: Date;
}

export const sortColumns = {
  id: blogs.id,
  created_at: blogs.createdAt,
  published_at: blogs.publishedAt,
  title: blogs.title,
  view_count: blogs.viewCount,
};
export type AdminBlogSort = { column: keyof typeof sortColumns; direction: 'asc' | 'desc' };

const now = sql`now()`;
const scheduled = and(eq(blogs.status, 'published'), gt(blogs.publishedAt, now))!;
const shownAt = sql`coalesce(${blogs.publishedAt}, ${blogs.createdAt})`;

function conditions(filter: AdminBlogFilter): SQL | undefined {
  return and(
    ...everyWordIn(blogs.searchText, filter.words),
    filter.categoryIds ? inArray(blogs.categoryId, filter.categoryIds) : undefined,
    filter.language ? eq(blogs.language, filter.language) : undefined,
    filter.status ? eq(blogs.status, filter.status) : undefined,
    filter.scheduled === undefined ? undefined : filter.scheduled ? scheduled : sql`not (${scheduled})`,
    // Without case, through the `blogs_tags_lower_idx` index on the same expression.
    filter.tag ? sql`app_lower_tags(${blogs.tags}) @> array[lower(${filter.tag})]` : undefined,
    filter.hot === undefined ? undefined : eq(blogs.hot, filter.hot),
    filter.from ? gte(shownAt, filter.from) : undefined,
    filter.until ? lt(shownAt, filter.until) : undefined,
  );
}

const listColumns = {
  id: blogs.id,
  title: blogs.title,
  permalink: blogs.permalink,
  categoryId: blogs.categoryId,
  categoryName: blogCategories.name,
  categoryNameEn: blogCategories.nameEn,
  language: blogs.language,
  status: blogs.status,
  publishedAt: blogs.publishedAt,
  scheduled: sql<boolean>`coalesce(${scheduled}, false)`,
  hot: blogs.hot,
  tags: blogs.tags,
  coverUrl: blogs.coverUrl,
  viewCount: blogs.viewCount,
  authorId: blogs.authorId,
  authorName: users.username,
  createdAt: blogs.createdAt,
  updatedAt: blogs.updatedAt,
};

const detailColumns = {
  ...listColumns,
  summary: blogs.summary,
  content: blogs.content,
  followReportId: blogs.followReportId,
  followReportTitle: reports.title,
  followReportPermalink: reports.permalink,
};

function selectList(db: Db) {
  return db
    .select(listColumns)
    .from(blogs)
    .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .leftJoin(users, eq(users.id, blogs.authorId));
}

export type AdminBlogListRow = Awaited<ReturnType<typeof selectList>>[number];

export async function countBlogs(db: Db, filter: AdminBlogFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(blogs).where(conditions(filter));
  return row?.n ?? 0;
}

export function searchBlogs(db: Db, filter: AdminBlogFilter, window: { limit: number; offset: number }, sort: AdminBlogSort) {
  const order = sort.direction === 'asc' ? asc : desc;
  return selectList(db)
    .where(conditions(filter))
    .orderBy(sortKey(sortColumns[sort.column], sort.direction), order(blogs.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function findBlogById(db: Db, id: number, options: { lock?: boolean } = {}) {
  if (options.lock) await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, id)).for('update');
  const [row] = await db
    .select(detailColumns)
    .from(blogs)
    .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .leftJoin(users, eq(users.id, blogs.authorId))
    .leftJoin(reports, eq(reports.id, blogs.followReportId))
    .where(eq(blogs.id, id))
    .limit(1);
  return row ?? null;
}
export type AdminBlogRow = NonNullable<Awaited<ReturnType<typeof findBlogById>>>;

export type BlogValues = Omit<typeof blogs.$inferInsert, 'id' | 'viewCount' | 'searchText' | 'createdAt' | 'updatedAt'>;

export async function insertBlog(db: Db, values: BlogValues): Promise<number> {
  const [row] = await db.insert(blogs).values(values).returning({ id: blogs.id });
  return row!.id;
}

export async function updateBlog(db: Db, id: number, values: Partial<BlogValues>): Promise<void> {
  await db
    .update(blogs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogs.id, id));
}

export async function permalinkTaken(db: Db, permalink: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(and(eq(blogs.permalink, permalink), exceptId ? sql`${blogs.id} <> ${exceptId}` : undefined))
    .limit(1);
  return row !== undefined;
}

export async function reportExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: reports.id }).from(reports).where(eq(reports.id, id)).limit(1);
  return row !== undefined;
}

export function reportOptions(db: Db, keyword: string | undefined) {
  return db
    .select({ id: reports.id, title: reports.title })
    .from(reports)
    .where(keyword ? or(ilike(reports.title, `%${escapeLike(keyword)}%`), eq(sql`${reports.id}::text`, keyword)) : undefined)
    .orderBy(desc(reports.id))
    .limit(20);
}

/** The soonest publication time still to come, for refreshing the public pages when it arrives. */
export async function nextScheduledAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`min(${blogs.publishedAt})`.mapWith(blogs.publishedAt) })
    .from(blogs)
    .where(scheduled);
  return row?.at ?? null;
}

/** Posts filed under each of these categories. */
export async function postCounts(db: Db, categoryIds?: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: blogs.categoryId, n: count() })
    .from(blogs)
    .where(categoryIds ? inArray(blogs.categoryId, categoryIds) : sql`${blogs.categoryId} is not null`)
    .groupBy(blogs.categoryId);
  return new Map(rows.map((row) => [row.id!, row.n]));
}
