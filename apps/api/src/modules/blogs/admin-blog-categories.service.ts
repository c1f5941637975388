import type { z } from 'zod';
import type {
  AdminBlogCategory,
  adminBlogCategorySearchBody,
  adminBlogCategorySearchQuery,
  BlogCategoryInput,
} from '@app/contracts/admin-blog-categories.js';
import type { Page } from '@app/contracts/envelope.js';
import { freePermalink } from '@app/contracts/permalink.js';
import { normalizeSearch } from '@app/contracts/search.js';
import type { Db } from '../../db/client.js';
import { keywordWords } from '../../lib/keyword-words.js';
import { AppError, invalidField } from '../../lib/app-error.js';
import { page } from '../../lib/reply.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import * as repository from './admin-blog-categories.repository.js';
import { postCounts } from './admin-blogs.repository.js';

/** The news page's tabs name these categories by id: they are never deleted, and keep their place in the tree. */
export const FIXED_CATEGORY_IDS: readonly number[] = [17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30];

type TreeNode = repository.CategoryRow & { depth: number; path: string[] };

/** The categories in tree order (each parent before its children, siblings by sort order then name). */
function treeOrder(rows: repository.CategoryRow[]): TreeNode[] {
  const children = new Map<number | null, repository.CategoryRow[]>();
  const known = new Set(rows.map((row) => row.id));
  for (const row of rows) {
    // A parent that no longer exists leaves its children at the top rather than out of the tree.
    const parent = row.parentId !== null && known.has(row.parentId) ? row.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const ordered: TreeNode[] = [];
  const visit = (parent: number | null, depth: number, path: string[]) => {
    const siblings = (children.get(parent) ?? []).sort(
      (a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'vi') || a.id - b.id,
    );
    for (const row of siblings) {
      const own = [...path, row.name];
      ordered.push({ ...row, depth, path: own });
      visit(row.id, depth + 1, own);
    }
  };
  visit(null, 0, []);
  return ordered;
}

function view(node: TreeNode, counts: Map<number, number>): AdminBlogCategory {
  return {
    id: node.id,
    parent_id: node.parentId,
    name: node.name,
    name_en: node.nameEn,
    slug: node.slug,
    description: node.description,
    sort_order: node.sortOrder,
    active: node.active,
    depth: node.depth,
    path: node.path,
    post_count: counts.get(node.id) ?? 0,
    created_at: node.createdAt,
    updated_at: node.updatedAt,
  };
}

const audited = (row: repository.CategoryRow) => JSON.parse(JSON.stringify(row)) as Record<string, unknown>;

async function categoryTree(db: Db): Promise<AdminBlogCategory[]> {
  const [rows, counts] = await Promise.all([repository.allCategories(db), postCounts(db)]);
  return treeOrder(rows).map((node) => view(node, counts));
}

export function listCategoryTree(db: Db): Promise<AdminBlogCategory[]> {
  return categoryTree(db);
}

export async function searchCategories(
  db: Db,
  body: z.output<typeof adminBlogCategorySearchBody>,
  query: z.output<typeof adminBlogCategorySearchQuery>,
): Promise<Page<AdminBlogCategory>> {
  const words = keywordWords(body.keyword);
  let rows = (await categoryTree(db)).filter(
    (row) =>
      (body.active === undefined || row.active === body.active) &&
      (body.parent_id === undefined || row.parent_id === body.parent_id) &&
      words.every((word) => normalizeSearch(`${row.name} ${row.name_en ?? ''} ${row.slug}`).includes(word)),
  );
  const { column, direction } = query.sort as { column: 'tree' | 'id' | 'name' | 'created_at'; direction: 'asc' | 'desc' };
  if (column !== 'tree') {
    const key = (row: AdminBlogCategory) => (column === 'created_at' ? row.created_at.getTime() : column === 'id' ? row.id : row.name);
    rows = [...rows].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      const order = typeof x === 'string' ? x.localeCompare(y as string, 'vi') : x - (y as number);
      return direction === 'asc' ? order : -order;
    });
  } else if (direction === 'desc') rows = [...rows].reverse();
  const start = (query.page - 1) * query.page_size;
  return page(rows.slice(start, start + query.page_size), rows.length, query.page, query.page_size);
}

export async function getCategory(db: Db, id: number): Promise<AdminBlogCategory> {
  const category = (await categoryTree(db)).find((row) => row.id === id);
  if (!category) throw new AppError('BLOG_CATEGORY_NOT_FOUND');
  return category;
}

/** Refuses a parent that does not exist, or one that is the category itself or under it. */
async function checkParent(db: Db, id: number | null, parentId: number | null): Promise<void> {
  if (parentId === null) return;
  const rows = await repository.allCategories(db);
  const parents = new Map(rows.map((row) => [row.id, row.parentId]));
  if (!parents.has(parentId)) throw invalidField('parent_id', 'blog_category_unknown');
  if (id === null) return;
  const seen = new Set<number>();
  for (let at: number | null | undefined = parentId; at !== null && at !== undefined && !seen.has(at); at = parents.get(at)) {
    if (at === id) throw invalidField('parent_id', 'blog_category_cycle');
    seen.add(at);
  }
}

async function slugFor(db: Db, input: BlogCategoryInput, id?: number): Promise<string> {
  if (!input.slug) return freePermalink(input.name, (candidate) => repository.slugTaken(db, candidate, id));
  if (await repository.slugTaken(db, input.slug, id)) throw invalidField('slug', 'permalink_taken');
  return input.slug;
}

export async function createCategory(db: Db, actor: AuditActor, input: BlogCategoryInput): Promise<AdminBlogCategory> {
  const id = await db.transaction(async (tx) => {
    await repository.lockTree(tx);
    const parentId = input.parent_id ?? null;
    await checkParent(tx, null, parentId);
    const created = await repository.insertCategory(tx, {
      name: input.name,
      nameEn: input.name_en ?? null,
      slug: await slugFor(tx, input),
      parentId,
      description: input.description ?? null,
      sortOrder: input.sort_order,
    });
    await recordAudit(tx, actor, {
      entity: 'blog_category',
      entityId: created.id,
      action: 'create',
      before: null,
      after: audited(created),
    });
    return created.id;
  });
  return getCategory(db, id);
}

export async function updateCategory(db: Db, actor: AuditActor, id: number, input: BlogCategoryInput): Promise<AdminBlogCategory> {
  await db.transaction(async (tx) => {
    await repository.lockTree(tx);
    const before = await repository.findCategory(tx, id, { lock: true });
    if (!before) throw new AppError('BLOG_CATEGORY_NOT_FOUND');
    const parentId = input.parent_id ?? null;
    if (FIXED_CATEGORY_IDS.includes(id) && parentId !== before.parentId) throw invalidField('parent_id', 'blog_category_fixed_parent');
    await checkParent(tx, id, parentId);
    const after = await repository.updateCategory(tx, id, {
      name: input.name,
      nameEn: input.name_en ?? null,
      slug: await slugFor(tx, input, id),
      parentId,
      description: input.description ?? null,
      sortOrder: input.sort_order,
    });
    await recordAudit(tx, actor, {
      entity: 'blog_category',
      entityId: id,
      action: parentId === before.parentId ? 'update' : 'move',
      before: audited(before),
      after: audited(after!),
    });
  });
  return getCategory(db, id);
}

export async function changeActive(db: Db, actor: AuditActor, id: number, active: boolean): Promise<AdminBlogCategory> {
  await db.transaction(async (tx) => {
    const before = await repository.findCategory(tx, id, { lock: true });
    if (!before) throw new AppError('BLOG_CATEGORY_NOT_FOUND');
    const after = await repository.updateCategory(tx, id, { active });
    await recordAudit(tx, actor, {
      entity: 'blog_category',
      entityId: id,
      action: active ? 'activate' : 'deactivate',
      before: audited(before),
      after: audited(after!),
    });
  });
  return getCategory(db, id);
}

/** Only an empty leaf outside the fixed tabs goes; each refusal says why. */
export async function deleteCategory(db: Db, actor: AuditActor, id: number): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    await repository.lockTree(tx);
    const before = await repository.findCategory(tx, id, { lock: true });
    if (!before) throw new AppError('BLOG_CATEGORY_NOT_FOUND');
    if (FIXED_CATEGORY_IDS.includes(id)) throw new AppError('BLOG_CATEGORY_FIXED');
    if ((await postCounts(tx, [id])).get(id)) throw new AppError('BLOG_CATEGORY_HAS_POSTS');
    if ((await repository.allCategories(tx)).some((row) => row.parentId === id)) throw new AppError('BLOG_CATEGORY_HAS_CHILDREN');
    await repository.deleteCategory(tx, id);
    await recordAudit(tx, actor, { entity: 'blog_category', entityId: id, action: 'delete', before: audited(before), after: null });
  });
  return { id };
}
