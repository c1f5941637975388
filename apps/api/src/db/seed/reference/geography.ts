import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { areas, districts, provinces } from '../../schema/index.js';

interface ProvinceRecord {
  code: string;
  name: string;
  name_with_type: string;
  name_en: string;
  slug: string;
  type: string;
  area: string;
  latitude: number;
  longitude: number;
}

interface DistrictRecord {
  code: string;
  name: string;
  name_with_type: string;
  slug: string;
  type: string;
  province_code: string;
}

export interface GeographyData {
  provinces: ProvinceRecord[];
  districts: DistrictRecord[];
}

export const regions = [
  { code: 'north', name: 'Miền Bắc', nameEn: 'Northern Vietnam', sortOrder: 1 },
  { code: 'central', name: 'Miền Trung', nameEn: 'Central Vietnam', sortOrder: 2 },
  { code: 'south', name: 'Miền Nam', nameEn: 'Southern Vietnam', sortOrder: 3 },
] as const;

let cached: GeographyData | undefined;

export function loadGeography(): GeographyData {
  cached ??= JSON.parse(readFileSync(new URL('../data/geography.json', import.meta.url), 'utf8')) as GeographyData;
  return cached;
}

/** The pre-2025 units are generation 1; a later structure gets its own generation. */
const GENERATION = 1;

export async function seedGeography(db: Db): Promise<void> {
  const data = loadGeography();
  await db
    .insert(areas)
    .values([...regions])
    .onConflictDoNothing();
  const areaRows = await db.select({ id: areas.id, code: areas.code }).from(areas);
  const areaId = new Map(areaRows.map((row) => [row.code, row.id]));

  await db
    .insert(provinces)
    .values(
      data.provinces.map((p) => ({
        code: p.code,
        name: p.name,
        nameWithType: p.name_with_type,
        nameEn: p.name_en,
        slug: p.slug,
        type: p.type,
        areaId: areaId.get(p.area) ?? null,
        generation: GENERATION,
        latitude: String(p.latitude),
        longitude: String(p.longitude),
      })),
    )
    .onConflictDoNothing();

  const provinceRows = await db
    .select({ id: provinces.id, code: provinces.code })
    .from(provinces)
    .where(eq(provinces.generation, GENERATION));
  const provinceId = new Map(provinceRows.map((row) => [row.code, row.id]));
  await db
    .insert(districts)
    .values(
      data.districts.map((d) => {
        const parent = provinceId.get(d.province_code);
        if (parent === undefined) throw new Error(`District ${d.code} names an unknown province ${d.province_code}`);
        return {
          code: d.code,
          name: d.name,
          nameWithType: d.name_with_type,
          slug: d.slug,
          type: d.type,
          provinceId: parent,
          generation: GENERATION,
        };
      }),
    )
    .onConflictDoNothing();
}
