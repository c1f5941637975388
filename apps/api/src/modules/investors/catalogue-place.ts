import { invalidField } from '../../lib/app-error.js';
import type { Db } from '../../db/client.js';
import { getDistrict, getProvince } from '../geography/geography.service.js';

const exists = (lookup: Promise<unknown>) =>
  lookup.then(
    () => true,
    () => false,
  );

/**
 * The province and district staff chose for an investor or a project: active ones, the district
 * inside the province. A place already stored may stay as it is even if it has been deactivated since.
 */
export async function checkPlace(
  db: Db,
  chosen: { provinceId: number | null; districtId: number | null },
  stored: { provinceId: number | null; districtId: number | null } = { provinceId: null, districtId: null },
): Promise<void> {
  if (chosen.provinceId !== null && chosen.provinceId !== stored.provinceId && !(await exists(getProvince(db, chosen.provinceId))))
    throw invalidField('province_id', 'reference_unknown');
  if (chosen.districtId === null) return;
  const district = await getDistrict(db, chosen.districtId).catch(() => null);
  if (!district) {
    if (chosen.districtId !== stored.districtId) throw invalidField('district_id', 'reference_unknown');
    return;
  }
  if (chosen.provinceId !== null && district.province_id !== chosen.provinceId)
    throw invalidField('district_id', 'district_outside_province');
}
