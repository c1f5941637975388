import { z } from 'zod';
import { adminSearchQuery } from './admin-users.ts';
import { defineEndpoint, timestamp } from './endpoint.ts';
import { pageSchema } from './envelope.ts';
import { keywordField, optionalFlag, optionalId, requiredId } from './list-query.ts';
import { booleanQuery } from './paging.ts';
import { permalinkSchema } from './permalink.ts';

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

const name = z.string({ error: 'required' }).trim().min(1, 'required').max(255, 'text_max_255');

export const blogCategoryBody = z.strictObject({
  name,
  name_en: z.preprocess(
    blank,
    z
      .string({ error: 'invalid' })
      .trim()
      .max(255, 'text_max_255')
      .transform((value) => value || null)
      .optional(),
  ),
  /** Blank: made from the Vietnamese name. */
  slug: z.preprocess(blank, permalinkSchema.optional()),
  /** Blank: a top-level category. Never the category itself or one under it. */
  parent_id: optionalId,
  description: z.preprocess(
    blank,
    z
      .string({ error: 'invalid' })
      .trim()
      .max(5000, 'text_max_5000')
      .transform((value) => value || null)
      .optional(),
  ),
  sort_order: z.preprocess(
    blank,
    z.coerce.number({ error: 'invalid_number' }).int('invalid_number').min(0, 'invalid_number').max(100_000, 'too_big').default(0),
  ),
});
export type BlogCategoryInput = z.output<typeof blogCategoryBody>;

export const adminBlogCategorySearchQuery = adminSearchQuery(['tree', 'id', 'name', 'created_at'], 'tree,asc');

export const adminBlogCategorySearchBody = z.preprocess(
  (value) => value ?? {},
  z.strictObject({
    /** Words of the name in either language, diacritics aside. */
    keyword: keywordField,
    active: optionalFlag,
    /** The direct children of this category. */
    parent_id: optionalId,
  }),
);

export const adminBlogCategorySchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  name_en: z.string().nullable(),
  slug: z.string(),
  description: z.string().nullable(),
  sort_order: z.number().int(),
  active: z.boolean(),
  /** 0 at the top of the tree. */
  depth: z.number().int(),
  /** The names from the top of the tree down to this one. */
  path: z.array(z.string()),
  /** Posts filed under this very category. */
  post_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminBlogCategory = z.infer<typeof adminBlogCategorySchema>;

export const blogCategoryIdParam = z.strictObject({ id: requiredId });

export const blogCategoryChangeActiveQuery = z.strictObject({
  id: requiredId,
  active: z.preprocess(blank, z.union([z.boolean(), booleanQuery], { error: 'invalid' })),
});

const access = { permission: 'news-manage/category' } as const;

export const adminBlogCategoryEndpoints = {
  search: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/blog-category/search',
    access,
    summary: 'Categories in tree order (or as sorted), by name, active flag and parent',
    query: adminBlogCategorySearchQuery,
    body: adminBlogCategorySearchBody,
    reply: pageSchema(adminBlogCategorySchema),
  }),
  tree: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/blog-category/tree',
    access,
    summary: 'Every category in tree order, for choosing a parent',
    reply: z.array(adminBlogCategorySchema),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/blog-category/:id',
    access,
    summary: 'One category',
    params: blogCategoryIdParam,
    reply: adminBlogCategorySchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/blog-category',
    access,
    summary: 'Create a category, at the top or under a parent',
    body: blogCategoryBody,
    reply: adminBlogCategorySchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/blog-category/:id',
    access,
    summary: 'Rename or move a category; a move under itself or one of its subcategories is refused',
    params: blogCategoryIdParam,
    body: blogCategoryBody,
    reply: adminBlogCategorySchema,
  }),
  changeActive: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/blog-category/change-active',
    access,
    summary: 'Deactivate or reactivate a category; a hidden category hides its tab and subcategories on the site',
    query: blogCategoryChangeActiveQuery,
    reply: adminBlogCategorySchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/v1/admin/blog-category/:id',
    access,
    summary: 'Delete a category with no posts and no subcategories; the fixed tab categories (17 to 30) stay',
    params: blogCategoryIdParam,
    reply: z.object({ id: z.number().int() }),
  }),
};
