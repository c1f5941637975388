import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@app/contracts/admin-audit.js';
import type { AdminArea, AdminDistrict, AdminProvince } from '@app/contracts/admin-geography.js';
import type { Page } from '@app/contracts/envelope.js';
import type { Province, ProvincialUnit } from '@app/contracts/geography.js';
import type { ProjectListItem } from '@app/contracts/projects.js';
import type { ReportListItem } from '@app/contracts/reports.js';
import { provinces, reports } from '../../src/db/schema/index.js';
import { provincialUnits } from '../../src/db/seed/reference/provincial-units.js';
import { loadGeography } from '../../src/db/seed/reference/geography.js';
import { createShop, errorOf, resultOf, type Person, type Shop } from '../orders/support/shop.js';

let shop: Shop;
let staff: Person;

beforeAll(async () => {
  shop = await createShop();
  staff = await shop.person('nvdialy', ['report-manage/area']);
});
afterAll(() => shop.t.close());

type Reply = Awaited<ReturnType<Shop['call']>>;
const fieldsOf = (reply: Reply) =>
  (reply.json() as { errors?: { field: string; message: string }[] }).errors?.map((error) => [error.field, error.message]);
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, language = 'vi') =>
  shop.call({ method, url, as: staff, payload, headers: { 'accept-language': language } });
const publicGet = (url: string) => shop.call({ method: 'GET', url });

async function provinceIdOf(code: string, generation = 1): Promise<number> {
  const [row] = await shop.t.app.db
    .select({ id: provinces.id })
    .from(provinces)
    .where(and(eq(provinces.code, code), eq(provinces.generation, generation)));
  return row!.id;
}

describe('the two administrative structures', () => {
  it('names 34 units, mapping each of the 63 former provinces exactly once', () => {
    const former = loadGeography().provinces.map((p) => p.code);
    const mapped = provincialUnits.flatMap((unit) => unit.formerCodes);
    expect(provincialUnits).toHaveLength(34);
    expect(new Set(provincialUnits.map((unit) => unit.code)).size).toBe(34);
    expect(mapped).toHaveLength(63);
    expect([...mapped].sort()).toEqual([...former].sort());
    expect(provincialUnits.filter((unit) => unit.formerCodes.length === 1)).toHaveLength(11);
    expect(provincialUnits.filter((unit) => unit.type === 'thanh-pho').map((unit) => unit.name)).toEqual([
      'Hà Nội',
      'Hải Phòng',
      'Huế',
      'Đà Nẵng',
      'Hồ Chí Minh',
      'Cần Thơ',
    ]);
  });

  it('seeds them: every former province points at one of the 34 units', async () => {
    const rows = await shop.t.db.query<{ generation: number; n: number; linked: number }>(
      'select generation, count(*)::int as n, count(successor_id)::int as linked from provinces group by generation order by generation',
    );
    expect(rows).toEqual([
      { generation: 1, n: 63, linked: 63 },
      { generation: 2, n: 34, linked: 0 },
    ]);
    const merged = await shop.t.db.query<{ name: string; former: string }>(
      `select u.name, string_agg(f.name, ', ' order by f.code) as former
       from provinces u join provinces f on f.successor_id = u.id where u.code in ('37', '79') and u.generation = 2
       group by u.name order by u.name`,
    );
    expect(merged).toEqual([
      { name: 'Hồ Chí Minh', former: 'Bình Dương, Bà Rịa - Vũng Tàu, Hồ Chí Minh' },
      { name: 'Ninh Bình', former: 'Hà Nam, Nam Định, Ninh Bình' },
    ]);
  });

  it('lists the units publicly with their former provinces, and the former provinces with their unit', async () => {
    const units = resultOf<Page<ProvincialUnit>>(await publicGet('/v1/public/provincial-units?active=true'));
    expect(units.total).toBe(34);
    const hcm = units.items.find((unit) => unit.code === '79')!;
    expect(hcm).toMatchObject({ name: 'Hồ Chí Minh', name_with_type: 'Thành phố Hồ Chí Minh', type: 'thanh-pho' });
    expect(hcm.former_province_ids).toHaveLength(3);
    const former = resultOf<Page<Province>>(await publicGet('/v1/public/provinces'));
    expect(former.total).toBe(63);
    const binhDuong = former.items.find((p) => p.code === '74')!;
    expect(binhDuong.unit_id).toBe(hcm.id);
    expect(hcm.former_province_ids).toContain(binhDuong.id);
  });
});

describe('areas', () => {
  const valid = { name: 'Tây Nguyên', name_en: 'Central Highlands', code: 'tay-nguyen', sort_order: 4 };

  it('creates, finds, edits and deactivates an area, each change in the audit trail', async () => {
    const created = resultOf<AdminArea>(await admin('POST', '/v1/admin/area', valid));
    expect(created).toMatchObject({ ...valid, active: true, province_count: 0 });
    const found = resultOf<Page<AdminArea>>(await admin('POST', '/v1/admin/area/search?sort=name,asc', { keyword: 'nguyên' }));
    expect(found.items.map((area) => area.id)).toEqual([created.id]);
    const edited = resultOf<AdminArea>(await admin('PUT', `/v1/admin/area/${created.id}`, { ...valid, name: 'Vùng Tây Nguyên' }));
    expect(edited.name).toBe('Vùng Tây Nguyên');

    const before = resultOf<Page<{ id: number }>>(await publicGet('/v1/public/areas?active=true'));
    expect(before.items.map((area) => area.id)).toContain(created.id);
    const off = await admin('PUT', `/v1/admin/area/change-active?id=${created.id}&active=false`);
    expect(resultOf<AdminArea>(off).active).toBe(false);
    expect((off.json() as { message: string }).message).toBe('Cập nhật thành công');
    const after = resultOf<Page<{ id: number }>>(await publicGet('/v1/public/areas?active=true'));
    expect(after.items.map((area) => area.id)).not.toContain(created.id);

    const trail = resultOf<Page<AuditEntry>>(await admin('GET', `/v1/admin/audit/area/${created.id}`));
    expect(trail.items.map((entry) => entry.action)).toEqual(['deactivate', 'update', 'create']);
    expect(trail.items[0]).toMatchObject({ before: { active: true }, after: { active: false }, actor: { id: staff.id } });
  });

  it('counts the former provinces of the seeded regions only', async () => {
    const regions = resultOf<Page<AdminArea>>(await admin('POST', '/v1/admin/area/search?page_size=100', {}));
    const counts = new Map(regions.items.map((area) => [area.code, area.province_count]));
    expect(['north', 'central', 'south'].map((code) => counts.get(code) ?? 0).reduce((sum, count) => sum + count, 0)).toBe(63);
  });

  it('refuses bad areas with field messages in the caller’s language, storing nothing', async () => {
    const count = async () => (await shop.t.db.query<{ n: number }>('select count(*)::int as n from areas'))[0]!.n;
    const start = await count();
    expect(fieldsOf(await admin('POST', '/v1/admin/area', { ...valid, name: '  ', code: 'Có Dấu' }))).toEqual([
      ['name', 'Vui lòng nhập tên khu vực'],
      ['code', 'Mã khu vực gồm 1 đến 32 kí tự: chữ thường không dấu, chữ số hoặc gạch ngang'],
    ]);
    expect(fieldsOf(await admin('POST', '/v1/admin/area', { ...valid, code: 'x', name: '<script>alert(1)</script>' }, 'en'))).toEqual([
      ['name', 'HTML tags are not allowed here'],
    ]);
    expect(fieldsOf(await admin('POST', '/v1/admin/area', { ...valid, code: 'y', name: 'A'.repeat(256) }, 'en'))).toEqual([
      ['name', 'At most 255 characters'],
    ]);
    expect((await admin('POST', '/v1/admin/area', { ...valid, code: 'z', sort_order: 'many' })).statusCode).toBe(400);
    expect((await admin('POST', '/v1/admin/area', { ...valid, code: 'w', province_count: 9 })).statusCode).toBe(400);
    expect((await admin('POST', '/v1/admin/area', [valid])).statusCode).toBe(400);
    const taken = await admin('POST', '/v1/admin/area', { ...valid, code: 'north' }, 'en');
    expect(taken.statusCode).toBe(409);
    expect(fieldsOf(taken)).toEqual([['code', 'This area code already exists']]);
    expect(await count()).toBe(start);
  });

  it('answers unknown or malformed ids with a clear error', async () => {
    const unknown = await admin('PUT', '/v1/admin/area/999999', valid, 'en');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('This area does not exist.');
    expect((await admin('PUT', '/v1/admin/area/abc', valid)).statusCode).toBe(400);
    expect((await admin('PUT', '/v1/admin/area/change-active?id=-1&active=false')).statusCode).toBe(400);
    expect((await admin('PUT', '/v1/admin/area/change-active?id=1&active=maybe')).statusCode).toBe(400);
    expect((await admin('PUT', '/v1/admin/area/change-active?id=99999999999&active=true')).statusCode).toBe(400);
    expect((await admin('POST', '/v1/admin/area/search', { keyword: 'x'.repeat(101) })).statusCode).toBe(400);
  });
});

describe('provinces and districts', () => {
  it('searches former provinces with their unit, and units with their former provinces', async () => {
    const former = resultOf<Page<AdminProvince>>(await admin('POST', '/v1/admin/province/search?page_size=100', { keyword: 'vung tau' }));
    expect(former.items).toHaveLength(1);
    expect(former.items[0]).toMatchObject({ generation: 1, unit: { name: 'Hồ Chí Minh' }, area: { name: 'Miền Nam' } });
    const units = resultOf<Page<AdminProvince>>(await admin('POST', '/v1/admin/province/search?page_size=100', { generation: 2 }));
    expect(units.total).toBe(34);
    const ninhBinh = units.items.find((unit) => unit.code === '37')!;
    expect(ninhBinh.former_provinces.map((p) => p.name)).toEqual(['Ninh Bình', 'Hà Nam', 'Nam Định']);
    expect(ninhBinh.district_count).toBe(0);
    expect((await admin('POST', '/v1/admin/province/search', { generation: 3 })).statusCode).toBe(400);
    expect((await admin('POST', '/v1/admin/province/search', { area_id: 'north' })).statusCode).toBe(400);
  });

  it('moves a province to another area, refusing an unknown area', async () => {
    const id = await provinceIdOf('46');
    const [north] = await shop.t.db.query<{ id: number }>("select id from areas where code = 'north'");
    const moved = resultOf<AdminProvince>(await admin('PUT', `/v1/admin/province/${id}`, { area_id: north!.id }));
    expect(moved.area?.id).toBe(north!.id);
    const out = resultOf<AdminProvince>(await admin('PUT', `/v1/admin/province/${id}`, { area_id: null }));
    expect(out.area).toBeNull();
    const unknown = await admin('PUT', `/v1/admin/province/${id}`, { area_id: 999999 }, 'en');
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual([['area_id', 'Invalid value']]);
    expect((await admin('PUT', `/v1/admin/province/${id}`, { area_id: '<b>1</b>' })).statusCode).toBe(400);
    expect((await admin('PUT', `/v1/admin/province/${id}`, { area_id: null, active: false })).statusCode).toBe(400);
    const trail = resultOf<Page<AuditEntry>>(await admin('GET', `/v1/admin/audit/province/${id}`));
    expect(trail.items.map((entry) => entry.action)).toEqual(['update', 'update']);
  });

  it('takes a deactivated province out of the public lists at once, and back on reactivation', async () => {
    const id = await provinceIdOf('22');
    const listed = async () => resultOf<Page<Province>>(await publicGet('/v1/public/provinces?active=true')).items.map((p) => p.id);
    expect(await listed()).toContain(id);
    const off = resultOf<AdminProvince>(await admin('PUT', `/v1/admin/province/change-active?id=${id}&active=false`));
    expect(off.active).toBe(false);
    expect(await listed()).not.toContain(id);
    expect((await publicGet(`/v1/public/provinces/${id}`)).statusCode).toBe(404);
    await admin('PUT', `/v1/admin/province/change-active?id=${id}&active=true`);
    expect(await listed()).toContain(id);
    const unknown = await admin('PUT', '/v1/admin/province/change-active?id=999999&active=true', undefined, 'en');
    expect(errorOf(unknown).message).toBe('This province does not exist.');
  });

  it('searches districts by province and deactivates one', async () => {
    const hanoi = await provinceIdOf('01');
    const page = resultOf<Page<AdminDistrict>>(
      await admin('POST', '/v1/admin/district/search?page_size=50&sort=name,asc', { province_id: hanoi, keyword: 'ba dinh' }),
    );
    expect(page.items.map((d) => d.name)).toEqual(['Ba Đình']);
    const district = page.items[0]!;
    const off = resultOf<AdminDistrict>(await admin('PUT', `/v1/admin/district/change-active?id=${district.id}&active=false`));
    expect(off).toMatchObject({ active: false, province: { id: hanoi } });
    const publicList = resultOf<Page<{ id: number }>>(await publicGet(`/v1/public/districts?active=true&province_id=${hanoi}`));
    expect(publicList.items.map((d) => d.id)).not.toContain(district.id);
    const trail = resultOf<Page<AuditEntry>>(await admin('GET', `/v1/admin/audit/district/${district.id}`));
    expect(trail.items[0]).toMatchObject({ action: 'deactivate', before: { active: true }, after: { active: false } });
    expect((await admin('PUT', '/v1/admin/district/change-active?id=999999&active=true')).statusCode).toBe(404);
    expect((await admin('POST', '/v1/admin/district/search', { province_id: 'ha-noi' })).statusCode).toBe(400);
  });

  it('is refused to staff of other items', async () => {
    const couponStaff = await shop.person('nvkhac', ['report-manage/coupon']);
    const call = (method: 'POST' | 'PUT', url: string, payload?: unknown) => shop.call({ method, url, as: couponStaff, payload });
    expect((await call('POST', '/v1/admin/area/search', {})).statusCode).toBe(403);
    expect((await call('PUT', '/v1/admin/province/change-active?id=1&active=false')).statusCode).toBe(403);
    expect((await call('POST', '/v1/admin/district/search', {})).statusCode).toBe(403);
  });
});

describe('reports and projects by provincial unit', () => {
  it('shows the unit next to the former province and filters the report list by a unit', async () => {
    const [binhDuong, hcmFormer, hanoi] = await Promise.all([provinceIdOf('74'), provinceIdOf('79'), provinceIdOf('01')]);
    const hcm = await provinceIdOf('79', 2);
    await shop.t.app.db.update(reports).set({ provinceId: binhDuong }).where(eq(reports.id, shop.reports.main));
    await shop.t.app.db.update(reports).set({ provinceId: hcmFormer }).where(eq(reports.id, shop.reports.second));
    await shop.t.app.db.update(reports).set({ provinceId: hanoi }).where(eq(reports.id, shop.reports.discounted));

    const byUnit = resultOf<Page<ReportListItem>>(
      await shop.call({ method: 'POST', url: '/v1/public/reports', payload: { unit_id: hcm, page_size: 100 } }),
    );
    const ids = byUnit.items.map((report) => report.id);
    expect(ids).toEqual(expect.arrayContaining([shop.reports.main, shop.reports.second]));
    expect(ids).not.toContain(shop.reports.discounted);
    expect(byUnit.items.every((report) => report.unit?.id === hcm)).toBe(true);
    const main = byUnit.items.find((report) => report.id === shop.reports.main)!;
    expect(main.province).toMatchObject({ id: binhDuong, name: 'Bình Dương' });
    expect(main.unit).toMatchObject({ id: hcm, name: 'Hồ Chí Minh' });
    const byQuery = resultOf<Page<ReportListItem>>(await shop.call({ method: 'POST', url: `/v1/public/reports?unit_id=${hcm}` }));
    expect(byQuery.total).toBe(byUnit.total);
    const detail = resultOf<ReportListItem>(await publicGet(`/v1/public/reports/${shop.reports.discounted}`));
    expect(detail.unit).toMatchObject({ name: 'Hà Nội' });
    const bad = await shop.call({ method: 'POST', url: '/v1/public/reports', payload: { unit_id: 'hcm' } });
    expect(bad.statusCode).toBe(400);
  });

  it('filters projects by a unit, each showing the unit of its former province', async () => {
    const filter = (payload: object) =>
      shop
        .call({ method: 'POST', url: '/v1/public/projects/filter', payload: { page_size: 100, ...payload } })
        .then(resultOf<Page<ProjectListItem>>);
    const all = await filter({});
    const placed = all.items.find((project) => project.province !== null)!;
    expect(placed.unit).not.toBeNull();
    const sameUnit = await filter({ unit_id: placed.unit!.id });
    expect(sameUnit.items.map((project) => project.id)).toContain(placed.id);
    expect(sameUnit.items.every((project) => project.unit?.id === placed.unit!.id)).toBe(true);
    const advanced = await shop.call({
      method: 'POST',
      url: '/v1/public/projects/advance-search',
      payload: { unit_ids: [placed.unit!.id] },
    });
    expect(resultOf<Page<ProjectListItem>>(advanced).total).toBe(sameUnit.total);
  });
});
