import { and, asc, count, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { areas, districts, provinces } from '../../db/schema/index.js';
import { escapeLike } from '../../lib/escape-like.js';

export interface Window {
  limit: number;
  offset: number;
}

type Direction = 'asc' | 'desc';
const ordered = (direction: Direction) => (direction === 'asc' ? asc : desc);

// Areas

export interface AreaFilter {
  keyword?: string;
  active?: boolean;
}

const areaSort = { id: areas.id, sort_order: areas.sortOrder, name: areas.name, code: areas.code };
export type AreaSort = { column: keyof typeof areaSort; direction: Direction };

const areaColumns = {
  id: areas.id,
  code: areas.code,
  name: areas.name,
  nameEn: areas.nameEn,
  sortOrder: areas.sortOrder,
  active: areas.active,
  createdAt: areas.createdAt,
  updatedAt: areas.updatedAt,
  provinceCount: sql<number>`(select count(*)::int from ${provinces} p where p.area_id = "areas"."id" and p.generation = 1)`,
};
export type AreaRow = {
  id: number;
  code: string;
  name: string;
  nameEn: string | null;
  sortOrder: number;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
  provinceCount: number;
};
export type AreaValues = { code: string; name: string; nameEn: string | null; sortOrder: number; active: boolean };

function areaConditions(filter: AreaFilter): SQL | undefined {
  const pattern = filter.keyword ? `%${escapeLike(filter.keyword)}%` : undefined;
  return and(
    pattern ? or(ilike(areas.name, pattern), ilike(areas.nameEn, pattern), ilike(areas.code, pattern)) : undefined,
    filter.active === undefined ? undefined : eq(areas.active, filter.active),
  );
}

export async function searchAreas(db: Db, filter: AreaFilter, window: Window, sort: AreaSort): Promise<{ rows: AreaRow[]; total: number }> {
  const where = areaConditions(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select(areaColumns)
      .from(areas)
      .where(where)
      .orderBy(ordered(sort.direction)(areaSort[sort.column]), asc(areas.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(areas).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

export async function findArea(db: Db, id: number, options: { lock?: boolean } = {}): Promise<AreaRow | null> {
  const query = db.select(areaColumns).from(areas).where(eq(areas.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update', { of: areas }) : await query;
  return row ?? null;
}

export async function areaCodeTaken(db: Db, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.code, code), exceptId ? sql`${areas.id} <> ${exceptId}` : undefined))
    .limit(1);
  return row !== undefined;
}

/** Null when the code was taken by a write that got there first. */
export async function insertArea(db: Db, values: AreaValues): Promise<number | null> {
  const [row] = await db.insert(areas).values(values).onConflictDoNothing().returning({ id: areas.id });
  return row?.id ?? null;
}

export async function updateArea(db: Db, id: number, values: Partial<AreaValues>): Promise<void> {
  await db.update(areas).set(values).where(eq(areas.id, id));
}

// Provinces of both structures

export interface ProvinceFilter {
  generation: number;
  /** Normalised (no diacritics, lower case), matched against the search text. */
  keyword?: string;
  active?: boolean;
  areaId?: number;
}

const provinceSort = { id: provinces.id, code: provinces.code, name: provinces.name };
export type ProvinceSort = { column: keyof typeof provinceSort; direction: Direction };

const units = alias(provinces, 'units');

const provinceColumns = {
  id: provinces.id,
  code: provinces.code,
  name: provinces.name,
  nameWithType: provinces.nameWithType,
  nameEn: provinces.nameEn,
  type: provinces.type,
  generation: provinces.generation,
  active: provinces.active,
  updatedAt: provinces.updatedAt,
  area: { id: areas.id, name: areas.name, name_en: areas.nameEn },
  unit: { id: units.id, name: units.name, name_en: units.nameEn },
  // The former province that gave the unit its name comes first: it holds the unit's own name.
  formerProvinces: sql<{ id: number; code: string; name: string; name_en: string | null }[]>`coalesce((
    select json_agg(json_build_object('id', f.id, 'code', f.code, 'name', f.name, 'name_en', f.name_en)
      order by (f.name = "provinces"."name") desc, f.code)
    from ${provinces} f where f.successor_id = "provinces"."id"), '[]'::json)`,
  districtCount: sql<number>`(select count(*)::int from ${districts} d where d.province_id = "provinces"."id")`,
};

function selectProvinces(db: Db) {
  return db
    .select(provinceColumns)
    .from(provinces)
    .leftJoin(areas, eq(areas.id, provinces.areaId))
    .leftJoin(units, eq(units.id, provinces.successorId));
}
export type ProvinceRow = Awaited<ReturnType<ReturnType<typeof selectProvinces>['execute']>>[number];

function provinceConditions(filter: ProvinceFilter): SQL | undefined {
  return and(
    eq(provinces.generation, filter.generation),
    filter.keyword ? like(provinces.searchText, `%${escapeLike(filter.keyword)}%`) : undefined,
    filter.active === undefined ? undefined : eq(provinces.active, filter.active),
    filter.areaId === undefined ? undefined : eq(provinces.areaId, filter.areaId),
  );
}

export async function searchProvinces(
  db: Db,
  filter: ProvinceFilter,
  window: Window,
  sort: ProvinceSort,
): Promise<{ rows: ProvinceRow[]; total: number }> {
  const where = provinceConditions(filter);
  const [rows, [totals]] = await Promise.all([
    selectProvinces(db)
      .where(where)
      .orderBy(ordered(sort.direction)(provinceSort[sort.column]), asc(provinces.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(provinces).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

export async function findProvince(db: Db, id: number): Promise<ProvinceRow | null> {
  const [row] = await selectProvinces(db).where(eq(provinces.id, id)).limit(1);
  return row ?? null;
}

/** Locks the row so two staff changing one province are applied one after the other. */
export async function lockProvince(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, id)).for('update').limit(1);
  return row !== undefined;
}

export async function updateProvince(db: Db, id: number, values: { areaId?: number | null; active?: boolean }): Promise<void> {
  await db.update(provinces).set(values).where(eq(provinces.id, id));
}

// Districts

export interface DistrictFilter {
  keyword?: string;
  active?: boolean;
  provinceId?: number;
}

const districtSort = { id: districts.id, code: districts.code, name: districts.name };
export type DistrictSort = { column: keyof typeof districtSort; direction: Direction };

const districtColumns = {
  id: districts.id,
  code: districts.code,
  name: districts.name,
  nameWithType: districts.nameWithType,
  type: districts.type,
  active: districts.active,
  updatedAt: districts.updatedAt,
  province: { id: provinces.id, name: provinces.name, name_en: provinces.nameEn },
};

function selectDistricts(db: Db) {
  return db.select(districtColumns).from(districts).innerJoin(provinces, eq(provinces.id, districts.provinceId));
}
export type DistrictRow = Awaited<ReturnType<ReturnType<typeof selectDistricts>['execute']>>[number];

function districtConditions(filter: DistrictFilter): SQL | undefined {
  return and(
    filter.keyword ? like(districts.searchText, `%${escapeLike(filter.keyword)}%`) : undefined,
    filter.active === undefined ? undefined : eq(districts.active, filter.active),
    filter.provinceId === undefined ? undefined : eq(districts.provinceId, filter.provinceId),
  );
}

export async function searchDistricts(
  db: Db,
  filter: DistrictFilter,
  window: Window,
  sort: DistrictSort,
): Promise<{ rows: DistrictRow[]; total: number }> {
  const where = districtConditions(filter);
  const [rows, [totals]] = await Promise.all([
    selectDistricts(db)
      .where(where)
      .orderBy(ordered(sort.direction)(districtSort[sort.column]), asc(districts.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(districts).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

export async function findDistrict(db: Db, id: number, options: { lock?: boolean } = {}): Promise<DistrictRow | null> {
  const query = selectDistricts(db).where(eq(districts.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update', { of: districts }) : await query;
  return row ?? null;
}

export async function setDistrictActive(db: Db, id: number, active: boolean): Promise<void> {
  await db.update(districts).set({ active }).where(eq(districts.id, id));
}
