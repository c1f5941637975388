import { describe, expect, it } from 'vitest';
import type { Area, Province } from '@app/contracts/geography';
import { groupProvincesByArea } from './group-provinces';

const area = (id: number, name: string, name_en: string): Area => ({ id, name, name_en, code: `a${id}`, active: true, province_count: 0 });
const province = (id: number, name: string, name_en: string | null, area_id: number | null): Province => ({
  id,
  code: String(id),
  name,
  name_with_type: name,
  name_en,
  slug: `p${id}`,
  type: 'tinh',
  area_id,
  active: true,
  unit_id: null,
});

const areas = [area(1, 'Miền Bắc', 'North'), area(2, 'Miền Nam', 'South'), area(3, 'Miền Trung', 'Central')];
const provinces = [
  province(1, 'Hà Nội', 'Ha Noi', 1),
  province(2, 'Cần Thơ', 'Can Tho', 2),
  province(3, 'Đồng Nai', 'Dong Nai', 2),
  province(4, 'An Giang', 'An Giang', 2),
  province(5, 'Bắc Ninh', 'Bac Ninh', 1),
  province(6, 'Đà Nẵng', null, null),
  province(7, 'Dĩ An', 'Di An', 2),
];

describe('groupProvincesByArea', () => {
  it('keeps the areas in order, sorts names the Vietnamese way and leaves out empty areas', () => {
    const groups = groupProvincesByArea(provinces, areas, 'vi');
    expect(groups.map((group) => group.name)).toEqual(['Miền Bắc', 'Miền Nam', null]);
    expect(groups[0]?.provinces.map((p) => p.name)).toEqual(['Bắc Ninh', 'Hà Nội']);
    // Vietnamese collation puts D before Đ.
    expect(groups[1]?.provinces.map((p) => p.name)).toEqual(['An Giang', 'Cần Thơ', 'Dĩ An', 'Đồng Nai']);
  });

  it('collects provinces without a known area in a last group', () => {
    const groups = groupProvincesByArea(provinces, areas, 'vi');
    expect(groups.at(-1)).toMatchObject({ areaId: null, provinces: [expect.objectContaining({ name: 'Đà Nẵng' })] });
  });

  it('uses English names when reading in English, falling back to the Vietnamese name', () => {
    const groups = groupProvincesByArea(provinces, areas, 'en');
    expect(groups[0]?.name).toBe('North');
    expect(groups[0]?.provinces.map((p) => p.name_en)).toEqual(['Bac Ninh', 'Ha Noi']);
  });

  it('puts everything in one group when the areas are unknown', () => {
    const groups = groupProvincesByArea(provinces, [], 'vi');
    expect(groups).toHaveLength(1);
    expect(groups[0]?.provinces).toHaveLength(provinces.length);
  });
});
