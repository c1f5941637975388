import type { Area, Province, ProvincialUnit } from '@app/contracts/geography';

/** A province or unit as the report filters offer it: its name in both languages and its area. */
export type PlaceChoice = Pick<Province | ProvincialUnit, 'id' | 'name' | 'name_en' | 'area_id'>;

/** An area as the report filters offer it. */
export type AreaChoice = Pick<Area, 'id' | 'name' | 'name_en'>;

/**
 * Only what the filters show: the browser receives these lists with the page, and the codes,
 * slugs, types and full names of every province would double them.
 */
export function placeChoices(places: readonly (Province | ProvincialUnit)[]): PlaceChoice[] {
  return places.map(({ id, name, name_en, area_id }) => ({ id, name, name_en, area_id }));
}

export function areaChoices(areas: readonly Area[]): AreaChoice[] {
  return areas.map(({ id, name, name_en }) => ({ id, name, name_en }));
}
