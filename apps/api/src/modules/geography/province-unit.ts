import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { provinces } from '../../db/schema/index.js';

/**
 * Reports, projects and investors keep their former province; these pieces let their queries show
 * the provincial unit it belongs to since 1 July 2025 and filter by such a unit.
 */
export const provinceUnits = alias(provinces, 'province_units');

/** The unit as a reply shows it, next to the province. */
export const unitColumns = { id: provinceUnits.id, name: provinceUnits.name, name_en: provinceUnits.nameEn };

/** Join condition from the `provinces` row already joined to the province's active unit. */
export const unitOfProvince: SQL = and(eq(provinceUnits.id, provinces.successorId), eq(provinceUnits.active, true))!;

/** A province column whose former province belongs to one of these units. */
export function inUnits(column: AnyPgColumn, ids: Placeholder | number[]): SQL {
  return sql`${column} in (select f.id from ${provinces} f where f.successor_id = any(${ids}))`;
}
