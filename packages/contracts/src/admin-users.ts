import { z } from 'zod';
import { defineEndpoint, timestamp } from './endpoint.ts';
import { pageSchema } from './envelope.ts';
import { sortParam } from './paging.ts';

/** Staff management of user accounts: search, roles and item permissions, activation. */
export const userStatuses = ['active', 'inactive'] as const;
export type UserStatus = (typeof userStatuses)[number];

const MAX_ID = 2_147_483_647;
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value === null ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const userId = z.coerce.number({ error: 'invalid_number' }).int('invalid_number').min(1, 'invalid_number').max(MAX_ID, 'invalid_number');
const wholeNumber = z.coerce.number({ error: 'invalid_number' }).int('invalid_number').min(1, 'invalid_number');

export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_PAGE_SIZE_MAX = 100;

/** `page`, `page_size` and `sort=id,desc` as every admin search takes them. */
export const adminSearchQuery = <const T extends readonly [string, ...string[]]>(columns: T, fallback: `${T[number]},${'asc' | 'desc'}`) =>
  z.object({
    page: z.preprocess(blankToUndefined, wholeNumber.max(100_000, 'too_big').default(1)),
    page_size: z.preprocess(blankToUndefined, wholeNumber.max(ADMIN_PAGE_SIZE_MAX, 'too_big').default(ADMIN_PAGE_SIZE)),
    sort: z.preprocess(blankToUndefined, sortParam(columns, fallback)),
  });

export const adminUserSearchQuery = adminSearchQuery(['id', 'created_at', 'username', 'email', 'last_login_at'], 'id,desc');

/** An empty filter may come as `{}`, `null` or no body at all. */
export const adminUserSearchBody = z.preprocess(
  (value) => value ?? {},
  z.object({
    keyword: optional(z.string().trim().max(100, 'keyword_too_long')),
    status: optional(z.enum(userStatuses, { error: 'invalid' })),
    role: optional(z.string().trim().max(50, 'role_unknown')),
  }),
);

export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  avatar_url: z.string().nullable(),
  status: z.enum(userStatuses),
  roles: z.array(z.string()),
  /** The items granted to the user directly, on top of those of their roles. */
  item_permissions: z.array(z.string()),
  is_ambassador: z.boolean(),
  has_password: z.boolean(),
  created_at: timestamp,
  last_login_at: timestamp.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const changeRolesBody = z.object({
  user_id: userId,
  roles: z
    .array(z.string({ error: 'role_unknown' }).trim().min(1, 'role_unknown').max(50, 'role_unknown'), { error: 'roles_required' })
    .min(1, 'roles_required')
    .max(20, 'too_big'),
  item_permissions: z
    .array(z.string({ error: 'permission_unknown' }).trim().min(1, 'permission_unknown').max(80, 'permission_unknown'))
    .max(100, 'too_big')
    .optional(),
});

export const updateStatusBody = z.object({ user_id: userId, status: z.enum(userStatuses, { error: 'invalid' }) });

export const roleSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_en: z.string().nullable(),
  item_permissions: z.array(z.string()),
});

const access = { permission: 'user-manage/users' } as const;

export const adminUserEndpoints = {
  search: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/users/search',
    access,
    summary: 'Search users by username, email, name or phone (with or without diacritics), status and role',
    query: adminUserSearchQuery,
    body: adminUserSearchBody,
    reply: pageSchema(adminUserSchema),
  }),
  changeRoles: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/users/change-roles',
    access,
    summary: "Replace a user's roles and, when given, their own item permissions",
    body: changeRolesBody,
    reply: adminUserSchema,
  }),
  updateStatus: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/users/update-status',
    access,
    summary: 'Activate or deactivate a user; deactivation ends their sessions',
    body: updateStatusBody,
    reply: adminUserSchema,
  }),
  roles: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/role/get-all',
    access,
    summary: 'Every role with the item permissions it carries',
    reply: z.array(roleSchema),
  }),
};
