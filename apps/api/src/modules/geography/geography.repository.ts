import { and, eq, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { areas, districts, provinces } from '../../db/schema/index.js';

export interface GeographyFilter {
  active?: boolean;
  keyword?: string;
}

function common(table: typeof provinces | typeof districts, filter: GeographyFilter): SQL[] {
  const where: SQL[] = [eq(table.generation, 1)];
  if (filter.active !== undefined) where.push(eq(table.active, filter.active));
  if (filter.keyword) where.push(like(table.searchText, `%${filter.keyword}%`));
  return where;
}

export function listAreas(db: Db, filter: { active?: boolean }) {
  return db
    .select({
      id: areas.id,
      name: areas.name,
      name_en: areas.nameEn,
      code: areas.code,
      active: areas.active,
      sort_order: areas.sortOrder,
      province_count: sql<number>`(select count(*)::int from ${provinces} p where p.area_id = "areas"."id" and p.active and p.generation = 1)`,
    })
    .from(areas)
    .where(filter.active === undefined ? undefined : eq(areas.active, filter.active))
    .orderBy(areas.sortOrder, areas.id);
}

const provinceColumns = {
  id: provinces.id,
  code: provinces.code,
  name: provinces.name,
  name_with_type: provinces.nameWithType,
  name_en: provinces.nameEn,
  slug: provinces.slug,
  type: provinces.type,
  area_id: provinces.areaId,
  active: provinces.active,
  unit_id: provinces.successorId,
};

export function listProvinces(db: Db, filter: GeographyFilter & { areaId?: number }) {
  const where = common(provinces, filter);
  if (filter.areaId) where.push(eq(provinces.areaId, filter.areaId));
  return db
    .select(provinceColumns)
    .from(provinces)
    .where(and(...where));
}

export async function findProvince(db: Db, id: number) {
  const [row] = await db
    .select(provinceColumns)
    .from(provinces)
    .where(and(eq(provinces.id, id), eq(provinces.generation, 1)))
    .limit(1);
  return row ?? null;
}

export function listUnits(db: Db, filter: { active?: boolean }) {
  return db
    .select({
      id: provinces.id,
      code: provinces.code,
      name: provinces.name,
      name_with_type: provinces.nameWithType,
      name_en: provinces.nameEn,
      slug: provinces.slug,
      type: provinces.type,
      area_id: provinces.areaId,
      former_province_ids: sql<
        number[]
      >`coalesce((select json_agg(f.id order by f.id) from ${provinces} f where f.successor_id = "provinces"."id"), '[]'::json)`,
    })
    .from(provinces)
    .where(and(eq(provinces.generation, 2), filter.active === undefined ? undefined : eq(provinces.active, filter.active)));
}

const districtColumns = {
  id: districts.id,
  code: districts.code,
  name: districts.name,
  name_with_type: districts.nameWithType,
  slug: districts.slug,
  type: districts.type,
  province_id: districts.provinceId,
  active: districts.active,
};

export function listDistricts(db: Db, filter: GeographyFilter & { provinceId?: number }) {
  const where = common(districts, filter);
  if (filter.provinceId) where.push(eq(districts.provinceId, filter.provinceId));
  return db
    .select(districtColumns)
    .from(districts)
    .where(and(...where));
}

export async function findDistrict(db: Db, id: number) {
  const [row] = await db.select(districtColumns).from(districts).where(eq(districts.id, id)).limit(1);
  return row ?? null;
}
