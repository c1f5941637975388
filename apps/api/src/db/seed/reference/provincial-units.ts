import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { areas, provinces } from '../../schema/index.js';
import { loadGeography } from './geography.js';

/** The structure in force since 1 July 2025 is generation 2 of the provinces table. */
export const UNIT_GENERATION = 2;

export interface ProvincialUnit {
  /** The code of the former province where the unit's seat is (docs/decisions/0155). */
  code: string;
  name: string;
  nameWithType: string;
  nameEn: string;
  slug: string;
  type: 'tinh' | 'thanh-pho';
  /** Former (pre-2025) province codes; the first one gave the unit its name. */
  formerCodes: readonly string[];
}

const city = (code: string, name: string, nameEn: string, slug: string, formerCodes: string[]): ProvincialUnit => ({
  code,
  name,
  nameWithType: `Thành phố ${name}`,
  nameEn,
  slug,
  type: 'thanh-pho',
  formerCodes,
});

const province = (code: string, name: string, nameEn: string, slug: string, formerCodes: string[]): ProvincialUnit => ({
  code,
  name,
  nameWithType: `Tỉnh ${name}`,
  nameEn,
  slug,
  type: 'tinh',
  formerCodes,
});

/**
 * The 34 provincial units of Resolution 202/2025/QH15 (National Assembly, 12 June 2025), in force
 * since 1 July 2025, each with the former provinces merged into it.
 */
export const provincialUnits: readonly ProvincialUnit[] = [
  city('01', 'Hà Nội', 'Ha Noi', 'ha-noi', ['01']),
  province('04', 'Cao Bằng', 'Cao Bang', 'cao-bang', ['04']),
  province('08', 'Tuyên Quang', 'Tuyen Quang', 'tuyen-quang', ['08', '02']),
  province('11', 'Điện Biên', 'Dien Bien', 'dien-bien', ['11']),
  province('12', 'Lai Châu', 'Lai Chau', 'lai-chau', ['12']),
  province('14', 'Sơn La', 'Son La', 'son-la', ['14']),
  province('15', 'Lào Cai', 'Lao Cai', 'lao-cai', ['10', '15']),
  province('19', 'Thái Nguyên', 'Thai Nguyen', 'thai-nguyen', ['19', '06']),
  province('20', 'Lạng Sơn', 'Lang Son', 'lang-son', ['20']),
  province('22', 'Quảng Ninh', 'Quang Ninh', 'quang-ninh', ['22']),
  province('24', 'Bắc Ninh', 'Bac Ninh', 'bac-ninh', ['27', '24']),
  province('25', 'Phú Thọ', 'Phu Tho', 'phu-tho', ['25', '26', '17']),
  city('31', 'Hải Phòng', 'Hai Phong', 'hai-phong', ['31', '30']),
  province('33', 'Hưng Yên', 'Hung Yen', 'hung-yen', ['33', '34']),
  province('37', 'Ninh Bình', 'Ninh Binh', 'ninh-binh', ['37', '35', '36']),
  province('38', 'Thanh Hóa', 'Thanh Hoa', 'thanh-hoa', ['38']),
  province('40', 'Nghệ An', 'Nghe An', 'nghe-an', ['40']),
  province('42', 'Hà Tĩnh', 'Ha Tinh', 'ha-tinh', ['42']),
  province('44', 'Quảng Trị', 'Quang Tri', 'quang-tri', ['45', '44']),
  city('46', 'Huế', 'Hue', 'hue', ['46']),
  city('48', 'Đà Nẵng', 'Da Nang', 'da-nang', ['48', '49']),
  province('51', 'Quảng Ngãi', 'Quang Ngai', 'quang-ngai', ['51', '62']),
  province('52', 'Gia Lai', 'Gia Lai', 'gia-lai', ['64', '52']),
  province('56', 'Khánh Hòa', 'Khanh Hoa', 'khanh-hoa', ['56', '58']),
  province('66', 'Đắk Lắk', 'Dak Lak', 'dak-lak', ['66', '54']),
  province('68', 'Lâm Đồng', 'Lam Dong', 'lam-dong', ['68', '67', '60']),
  province('75', 'Đồng Nai', 'Dong Nai', 'dong-nai', ['75', '70']),
  city('79', 'Hồ Chí Minh', 'Ho Chi Minh City', 'ho-chi-minh', ['79', '74', '77']),
  province('80', 'Tây Ninh', 'Tay Ninh', 'tay-ninh', ['72', '80']),
  province('82', 'Đồng Tháp', 'Dong Thap', 'dong-thap', ['87', '82']),
  province('86', 'Vĩnh Long', 'Vinh Long', 'vinh-long', ['86', '83', '84']),
  province('91', 'An Giang', 'An Giang', 'an-giang', ['89', '91']),
  city('92', 'Cần Thơ', 'Can Tho', 'can-tho', ['92', '94', '93']),
  province('96', 'Cà Mau', 'Ca Mau', 'ca-mau', ['96', '95']),
];

/**
 * Adds the units that are missing and links each former province that has no unit yet to its
 * own; a unit's area and place on the map are those of the former province holding its seat.
 * Rows staff have edited (names, area, active flag) are left as they are.
 */
export async function seedProvincialUnits(db: Db): Promise<void> {
  const former = new Map(loadGeography().provinces.map((p) => [p.code, p]));
  const areaRows = await db.select({ id: areas.id, code: areas.code }).from(areas);
  const areaId = new Map(areaRows.map((row) => [row.code, row.id]));
  await db
    .insert(provinces)
    .values(
      provincialUnits.map((unit) => {
        const seat = former.get(unit.code);
        if (!seat) throw new Error(`Provincial unit ${unit.code} names an unknown seat province`);
        return {
          code: unit.code,
          name: unit.name,
          nameWithType: unit.nameWithType,
          nameEn: unit.nameEn,
          slug: unit.slug,
          type: unit.type,
          areaId: areaId.get(seat.area) ?? null,
          generation: UNIT_GENERATION,
          latitude: String(seat.latitude),
          longitude: String(seat.longitude),
        };
      }),
    )
    .onConflictDoNothing();

  const unitRows = await db
    .select({ id: provinces.id, code: provinces.code })
    .from(provinces)
    .where(eq(provinces.generation, UNIT_GENERATION));
  const unitId = new Map(unitRows.map((row) => [row.code, row.id]));
  const unlinked = await db
    .select({ code: provinces.code })
    .from(provinces)
    .where(and(eq(provinces.generation, 1), isNull(provinces.successorId)));
  const waiting = new Set(unlinked.map((row) => row.code));
  for (const unit of provincialUnits) {
    const successor = unitId.get(unit.code);
    const codes = unit.formerCodes.filter((code) => waiting.has(code));
    if (successor === undefined || codes.length === 0) continue;
    await db
      .update(provinces)
      .set({ successorId: successor })
      .where(and(eq(provinces.generation, 1), isNull(provinces.successorId), inArray(provinces.code, codes)));
  }
}
