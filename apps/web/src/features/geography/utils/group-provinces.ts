import type { Area, Province } from '@app/contracts/geography';
import type { Locale } from '@app/contracts/locale';
import { collator } from '@/lib/intl-formats';

export interface ProvinceGroup {
  /** The area's id, or null for provinces outside every known area. */
  areaId: number | null;
  name: string | null;
  provinces: Province[];
}

export function provinceName(province: Province, locale: Locale): string {
  return locale === 'en' ? province.name_en || province.name : province.name;
}

export function areaName(area: Area, locale: Locale): string {
  return locale === 'en' ? area.name_en || area.name : area.name;
}

/**
 * Provinces by area, in the areas' order, each sorted by name in the reader's language
 * (Vietnamese collation: "Đà Nẵng" after "Cần Thơ"). Empty areas are left out.
 */
export function groupProvincesByArea(provinces: readonly Province[], areas: readonly Area[], locale: Locale): ProvinceGroup[] {
  const names = collator(locale, { sensitivity: 'base' });
  const byName = (a: Province, b: Province) => names.compare(provinceName(a, locale), provinceName(b, locale));
  const known = new Set(areas.map((area) => area.id));

  const groups: ProvinceGroup[] = areas.map((area) => ({
    areaId: area.id,
    name: areaName(area, locale),
    provinces: provinces.filter((province) => province.area_id === area.id).sort(byName),
  }));
  const others = provinces.filter((province) => province.area_id === null || !known.has(province.area_id)).sort(byName);
  groups.push({ areaId: null, name: null, provinces: others });
  return groups.filter((group) => group.provinces.length > 0);
}
