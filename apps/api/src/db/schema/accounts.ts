import { index, integer, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, searchText, timestamps } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: varchar('username', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    firstName: varchar('first_name', { length: 100 }).notNull().default(''),
    lastName: varchar('last_name', { length: 100 }).notNull().default(''),
    avatarUrl: text('avatar_url'),
    /** Null for an account created through social sign-in only. */
    passwordHash: text('password_hash'),
    /** active | inactive */
    status: varchar('status', { length: 16 }).notNull().default('active'),
    passwordChangedAt: at('password_changed_at'),
    lastLoginAt: at('last_login_at'),
    searchText: searchText(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(t.username),
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_phone_uq').on(t.phone),
    index('users_status_idx').on(t.status),
    index('users_created_idx').on(t.createdAt),
  ],
);

export const roles = pgTable('roles', {
  id: id(),
  code: varchar('code', { length: 50 }).notNull().unique(),
  name: varchar('name', { length: 255 }).notNull(),
  nameEn: varchar('name_en', { length: 255 }),
  createdAt: createdAt(),
});

/** The admin menu items; a permission to an item opens its pages and its `/v1/admin/*` routes. */
export const permissionItems = pgTable('permission_items', {
  code: varchar('code', { length: 80 }).primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  nameEn: varchar('name_en', { length: 255 }),
  path: varchar('path', { length: 255 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    itemCode: varchar('item_code', { length: 80 })
      .notNull()
      .references(() => permissionItems.code, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.itemCode] })],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemCode: varchar('item_code', { length: 80 })
      .notNull()
      .references(() => permissionItems.code, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemCode] })],
);

/** Opaque long tokens, stored as SHA-256 hashes; each use rotates within a family. */
export const longTokens = pgTable(
  'long_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: varchar('family_id', { length: 64 }).notNull(),
    tokenHash: varchar('token_hash', { length: 128 }).notNull(),
    loginType: varchar('login_type', { length: 16 }).notNull().default('password'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('long_tokens_hash_uq').on(t.tokenHash),
    index('long_tokens_family_idx').on(t.familyId),
    index('long_tokens_user_idx').on(t.userId),
  ],
);

export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** facebook | google */
    provider: varchar('provider', { length: 16 }).notNull(),
    providerUserId: varchar('provider_user_id', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('social_accounts_provider_uq').on(t.provider, t.providerUserId), index('social_accounts_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 128 }).notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_uq').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);

export const ambassadors = pgTable(
  'ambassadors',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    avatarUrl: text('avatar_url'),
    birthday: varchar('birthday', { length: 10 }),
    phone: varchar('phone', { length: 40 }),
    email: varchar('email', { length: 255 }),
    facebookUrl: text('facebook_url'),
    zaloUrl: text('zalo_url'),
    address: text('address'),
    introduction: text('introduction'),
    experience: text('experience'),
    position: varchar('position', { length: 255 }),
    website: text('website'),
    /** area | province | project | investor */
    level: varchar('level', { length: 16 }).notNull().default('province'),
    /** not_handled | approved | rejected */
    registrationStatus: varchar('registration_status', { length: 16 }).notNull().default('not_handled'),
    /** active | lock */
    status: varchar('status', { length: 16 }).notNull().default('active'),
    handledBy: integer('handled_by'),
    handledAt: at('handled_at'),
    rejectReason: text('reject_reason'),
    searchText: searchText(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('ambassadors_user_uq').on(t.userId),
    index('ambassadors_registration_idx').on(t.registrationStatus),
    index('ambassadors_status_idx').on(t.status),
  ],
);
