import type { z } from 'zod';
import type {
  AdminBlog,
  AdminBlogListItem,
  adminBlogSearchBody,
  adminBlogSearchQuery,
  BlogInput,
  BlogStatus,
} from '@app/contracts/admin-blogs.js';
import type { blogDetailSchema } from '@app/contracts/blogs.js';
import type { Page } from '@app/contracts/envelope.js';
import { pageWindow } from '@app/contracts/list-query.js';
import type { Locale } from '@app/contracts/locale.js';
import { freePermalink } from '@app/contracts/permalink.js';
import type { Db } from '../../db/client.js';
import { keywordWords } from '../../lib/keyword-words.js';
import { AppError, invalidField } from '../../lib/app-error.js';
import { page } from '../../lib/reply.js';
import { endOfVietnamDay, startOfVietnamDay } from '../../lib/vietnam-time.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import * as categories from './admin-blog-categories.repository.js';
import * as repository from './admin-blogs.repository.js';
import { findCategoryTree } from './blogs.repository.js';

function listView(row: repository.AdminBlogListRow): AdminBlogListItem {
  return {
    id: row.id,
    title: row.title,
    permalink: row.permalink,
    category:
      row.categoryId === null || row.categoryName === null
        ? null
        : { id: row.categoryId, name: row.categoryName, name_en: row.categoryNameEn },
    language: row.language as Locale,
    status: row.status as BlogStatus,
    published_at: row.publishedAt,
    scheduled: row.scheduled,
    hot: row.hot,
    tags: row.tags,
    cover_url: row.coverUrl,
    view_count: row.viewCount,
    author: row.authorId === null || row.authorName === null ? null : { id: row.authorId, username: row.authorName },
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

function blogView(row: repository.AdminBlogRow): AdminBlog {
  return {
    ...listView(row),
    summary: row.summary,
    content: row.content,
    follow_report:
      row.followReportId === null || row.followReportTitle === null ? null : { id: row.followReportId, title: row.followReportTitle },
  };
}

/** The audit trail keeps the post as staff see it, times as ISO text. */
const audited = (row: repository.AdminBlogRow) => JSON.parse(JSON.stringify(blogView(row))) as Record<string, unknown>;

export async function searchBlogs(
  db: Db,
  body: z.output<typeof adminBlogSearchBody>,
  query: z.output<typeof adminBlogSearchQuery>,
): Promise<Page<AdminBlogListItem>> {
  const filter: repository.AdminBlogFilter = {
    words: keywordWords(body.keyword),
    categoryIds: body.category_id === undefined ? undefined : await categoryAndBelow(db, body.category_id),
    language: body.language,
    status: body.status,
    scheduled: body.scheduled,
    tag: body.tag,
    hot: body.hot,
    from: body.from ? startOfVietnamDay(body.from) : undefined,
    until: body.to ? endOfVietnamDay(body.to) : undefined,
  };
  const [rows, total] = await Promise.all([
    repository.searchBlogs(db, filter, pageWindow(query), query.sort as repository.AdminBlogSort),
    repository.countBlogs(db, filter),
  ]);
  return page(rows.map(listView), total, query.page, query.page_size);
}

/** A category and everything under it, hidden ones included: staff look for every post they filed. */
async function categoryAndBelow(db: Db, id: number): Promise<number[]> {
  const rows = await categories.allCategories(db);
  const found = new Set<number>([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows)
      if (row.parentId !== null && found.has(row.parentId) && !found.has(row.id)) {
        found.add(row.id);
        grew = true;
      }
  }
  return [...found];
}

export async function getBlog(db: Db, id: number): Promise<AdminBlog> {
  const row = await repository.findBlogById(db, id);
  if (!row) throw new AppError('BLOG_NOT_FOUND');
  return blogView(row);
}

/** The post in the public page's shape, whatever its status, so staff read it as visitors will. */
export async function previewBlog(db: Db, id: number): Promise<z.output<typeof blogDetailSchema>> {
  const row = await repository.findBlogById(db, id);
  if (!row) throw new AppError('BLOG_NOT_FOUND');
  const post = blogView(row);
  const tree = row.categoryId === null ? [] : await findCategoryTree(db, row.categoryId);
  return {
    id: post.id,
    title: post.title,
    permalink: post.permalink,
    language: post.language,
    summary: post.summary,
    cover_url: post.cover_url,
    tags: post.tags,
    hot: post.hot,
    published_at: post.published_at,
    view_count: row.viewCount,
    // The public page names only an active category.
    category: tree.length > 0 ? post.category : null,
    content: post.content,
    follow_report:
      row.followReportId === null || row.followReportTitle === null || row.followReportPermalink === null
        ? null
        : { id: row.followReportId, title: row.followReportTitle, permalink: row.followReportPermalink },
  };
}

export function reportOptions(db: Db, keyword: string | undefined) {
  return repository.reportOptions(db, keyword);
}

/** What the input says, checked against the other tables; the content is cut to the allowlist by its column type. */
async function valuesOf(db: Db, input: BlogInput, current: repository.AdminBlogRow | null): Promise<repository.BlogValues> {
  if (!(await categories.findCategory(db, input.category_id))) throw invalidField('category_id', 'blog_category_unknown');
  if (input.follow_report_id !== undefined && !(await repository.reportExists(db, input.follow_report_id)))
    throw invalidField('follow_report_id', 'report_unknown');
  let permalink: string;
  if (input.permalink) {
    if (await repository.permalinkTaken(db, input.permalink, current?.id)) throw invalidField('permalink', 'permalink_taken');
    permalink = input.permalink;
  } else permalink = await freePermalink(input.title, (candidate) => repository.permalinkTaken(db, candidate, current?.id));
  return {
    title: input.title,
    permalink,
    categoryId: input.category_id,
    language: input.language,
    summary: input.summary ?? null,
    content: input.content ?? null,
    coverUrl: input.cover_url ?? null,
    tags: input.tags,
    hot: input.hot,
    status: input.status,
    publishedAt: publicationTime(input.status, input.published_at ? new Date(input.published_at) : null, current?.publishedAt ?? null),
    followReportId: input.follow_report_id ?? null,
  };
}

/** A post published without a time is published now, or keeps the time it was first published at. */
function publicationTime(status: BlogStatus, asked: Date | null, current: Date | null): Date | null {
  if (asked) return asked;
  if (status === 'published') return current ?? new Date();
  return current;
}

export async function createBlog(db: Db, actor: AuditActor, input: BlogInput): Promise<AdminBlog> {
  const row = await db.transaction(async (tx) => {
    const id = await repository.insertBlog(tx, { ...(await valuesOf(tx, input, null)), authorId: actor.id });
    const created = (await repository.findBlogById(tx, id))!;
    await recordAudit(tx, actor, { entity: 'blog', entityId: id, action: 'create', before: null, after: audited(created) });
    return created;
  });
  return blogView(row);
}

async function changeBlog(
  db: Db,
  actor: AuditActor,
  id: number,
  action: string,
  values: (current: repository.AdminBlogRow, tx: Db) => Promise<Partial<repository.BlogValues>>,
): Promise<AdminBlog> {
  const row = await db.transaction(async (tx) => {
    const before = await repository.findBlogById(tx, id, { lock: true });
    if (!before) throw new AppError('BLOG_NOT_FOUND');
    await repository.updateBlog(tx, id, await values(before, tx));
    const after = (await repository.findBlogById(tx, id))!;
    await recordAudit(tx, actor, { entity: 'blog', entityId: id, action, before: audited(before), after: audited(after) });
    return after;
  });
  return blogView(row);
}

export function updateBlog(db: Db, actor: AuditActor, id: number, input: BlogInput): Promise<AdminBlog> {
  return changeBlog(db, actor, id, 'update', (current, tx) => valuesOf(tx, input, current));
}

export function changeStatus(db: Db, actor: AuditActor, id: number, status: BlogStatus): Promise<AdminBlog> {
  return changeBlog(db, actor, id, `status-${status}`, async (current) => ({
    status,
    publishedAt: publicationTime(status, null, current.publishedAt),
  }));
}

export function nextScheduledAt(db: Db): Promise<Date | null> {
  return repository.nextScheduledAt(db);
}
