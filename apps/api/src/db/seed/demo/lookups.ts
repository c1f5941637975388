import { eq } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { areas, districts, projectStates, projectTypes, projectUtils, provinces } from '../../schema/index.js';

export interface Lookups {
  areaId(code: string): number;
  provinceId(code: string): number;
  districtId(provinceCode: string, name: string): number;
  typeId(code: string): number;
  stateIds: number[];
  stateId(code: string): number;
  utilIds: number[];
}

function required<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo data names an unknown ${what}: ${String(key)}`);
  return value;
}

/** Ids of the reference rows, looked up by their stable codes. */
export async function loadLookups(db: Db): Promise<Lookups> {
  // One after another: inside a transaction they share a single connection.
  const areaRows = await db.select({ id: areas.id, code: areas.code }).from(areas);
  const provinceRows = await db.select({ id: provinces.id, code: provinces.code }).from(provinces).where(eq(provinces.generation, 1));
  const districtRows = await db
    .select({ id: districts.id, name: districts.name, provinceId: districts.provinceId })
    .from(districts)
    .where(eq(districts.generation, 1));
  const typeRows = await db.select({ id: projectTypes.id, code: projectTypes.code }).from(projectTypes);
  const stateRows = await db.select({ id: projectStates.id, code: projectStates.code }).from(projectStates);
  const utilRows = await db.select({ id: projectUtils.id }).from(projectUtils);
  const area = new Map(areaRows.map((r) => [r.code, r.id]));
  const province = new Map(provinceRows.map((r) => [r.code, r.id]));
  const district = new Map(districtRows.map((r) => [`${r.provinceId}:${r.name}`, r.id]));
  const type = new Map(typeRows.map((r) => [r.code, r.id]));
  const state = new Map(stateRows.map((r) => [r.code, r.id]));
  return {
    areaId: (code) => required(area, code, 'area'),
    provinceId: (code) => required(province, code, 'province'),
    districtId: (provinceCode, name) => required(district, `${required(province, provinceCode, 'province')}:${name}`, 'district'),
    typeId: (code) => required(type, code, 'project type'),
    stateIds: stateRows.map((r) => r.id),
    stateId: (code) => required(state, code, 'project state'),
    utilIds: utilRows.map((r) => r.id),
  };
}
