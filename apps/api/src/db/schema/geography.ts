import { index, integer, pgTable, smallint, text, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { active, id, searchText, timestamps } from './columns.js';

/**
 * `generation` keeps the model open for the administrative structure in force since 1 July 2025
 * (34 provincial units, no districts): generation 1 is the pre-2025 list of 63 provinces,
 * generation 2 the newer one, and `successor_id` maps an old unit to the new one.
 */
export const areas = pgTable('areas', {
  id: id(),
  name: varchar('name', { length: 255 }).notNull(),
  nameEn: varchar('name_en', { length: 255 }),
  code: varchar('code', { length: 32 }).notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: active(),
  ...timestamps(),
});

export const provinces = pgTable(
  'provinces',
  {
    id: id(),
    code: varchar('code', { length: 8 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    nameWithType: varchar('name_with_type', { length: 255 }).notNull(),
    nameEn: varchar('name_en', { length: 255 }),
    slug: varchar('slug', { length: 255 }).notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    areaId: integer('area_id').references(() => areas.id),
    generation: smallint('generation').notNull().default(1),
    successorId: integer('successor_id').references((): AnyPgColumn => provinces.id),
    latitude: text('latitude'),
    longitude: text('longitude'),
    active: active(),
    searchText: searchText(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('provinces_generation_code_uq').on(t.generation, t.code),
    uniqueIndex('provinces_slug_uq').on(t.generation, t.slug),
    index('provinces_area_idx').on(t.areaId),
    index('provinces_active_idx').on(t.active),
    index('provinces_successor_idx').on(t.successorId),
  ],
);

export const districts = pgTable(
  'districts',
  {
    id: id(),
    code: varchar('code', { length: 8 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    nameWithType: varchar('name_with_type', { length: 255 }).notNull(),
    slug: varchar('slug', { length: 255 }).notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    generation: smallint('generation').notNull().default(1),
    active: active(),
    searchText: searchText(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('districts_generation_code_uq').on(t.generation, t.code),
    index('districts_province_idx').on(t.provinceId),
    index('districts_active_idx').on(t.active),
  ],
);
