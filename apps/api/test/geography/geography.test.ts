import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get(url: string, language = 'vi') {
  const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
  return { status: response.statusCode, body: response.json() };
}

describe('public geography', () => {
  it('lists all 63 provinces, sorted the Vietnamese way, when not paged', async () => {
    const { status, body } = await get('/v1/public/provinces?active=true');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, message: 'OK' });
    expect(body.result.total).toBe(63);
    expect(body.result.items).toHaveLength(63);
    expect(body.result.page_size).toBe(-1);
    const names: string[] = body.result.items.map((p: { name: string }) => p.name);
    // Đ sorts after D and before E, the Vietnamese way.
    expect(names.indexOf('Đà Nẵng')).toBeGreaterThan(names.indexOf('Điện Biên') - 5);
    expect(names.indexOf('Đồng Tháp')).toBeLessThan(names.indexOf('Gia Lai'));
    expect(names.indexOf('Đắk Lắk')).toBeGreaterThan(names.indexOf('Cà Mau'));
  });

  it('pages provinces by 100 at most', async () => {
    const first = await get('/v1/public/provinces?page=1&page_size=10');
    expect(first.body.result).toMatchObject({ total: 63, page: 1, page_size: 10 });
    expect(first.body.result.items).toHaveLength(10);
    const last = await get('/v1/public/provinces?page=7&page_size=10');
    expect(last.body.result.items).toHaveLength(3);
    const tooBig = await get('/v1/public/provinces?page_size=101');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errors[0]).toMatchObject({ field: 'page_size', code: 'too_big' });
  });

  it('finds a province typed without diacritics', async () => {
    const { body } = await get('/v1/public/provinces?keyword=ha%20noi');
    expect(body.result.items.map((p: { name: string }) => p.name)).toContain('Hà Nội');
  });

  it('reads one province and refuses bad or unknown ids with a clear message', async () => {
    const list = await get('/v1/public/provinces');
    const first = list.body.result.items[0];
    const one = await get(`/v1/public/provinces/${first.id}`);
    expect(one.body.result).toMatchObject({ id: first.id, name: first.name });

    const unknown = await get('/v1/public/provinces/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 404, message: 'Đường dẫn không tồn tại.', result: null });

    const notNumber = await get('/v1/public/provinces/abc');
    expect(notNumber.status).toBe(400);
    expect(notNumber.body.errors[0].field).toBe('id');

    const english = await get('/v1/public/provinces/abc', 'en-US,en;q=0.9');
    expect(english.body.message).toBe('The value must be a positive whole number');
  });

  it('lists 705 districts in one default page and 50 per page when asked', async () => {
    const all = await get('/v1/public/districts?active=true');
    expect(all.body.result).toMatchObject({ total: 705, page: 1, page_size: 705 });
    expect(all.body.result.items).toHaveLength(705);
    const small = await get('/v1/public/districts?page=2&page_size=50');
    expect(small.body.result.items).toHaveLength(50);
    const tooBig = await get('/v1/public/districts?page_size=706');
    expect(tooBig.status).toBe(400);
  });

  it('filters districts by province and reads one', async () => {
    const provinces = await get('/v1/public/provinces?keyword=da%20nang');
    const daNang = provinces.body.result.items[0];
    const districts = await get(`/v1/public/districts?province_id=${daNang.id}`);
    expect(districts.body.result.total).toBe(8);
    const one = await get(`/v1/public/districts/${districts.body.result.items[0].id}`);
    expect(one.body.result.province_id).toBe(daNang.id);
    expect((await get('/v1/public/districts/0')).status).toBe(400);
    expect((await get('/v1/public/districts/2147483648')).status).toBe(400);
  });

  it('hides inactive provinces from the public', async () => {
    const list = await get('/v1/public/provinces');
    const target = list.body.result.items[5];
    await t.db.exec(`UPDATE provinces SET active = false WHERE id = ${Number(target.id)}`);
    expect((await get(`/v1/public/provinces/${target.id}`)).status).toBe(404);
    expect((await get('/v1/public/provinces?active=true')).body.result.total).toBe(62);
  });

  it('lists the areas with their province counts', async () => {
    const { body } = await get('/v1/public/areas?active=true');
    expect(body.result.items.length).toBeGreaterThanOrEqual(3);
    const counted = body.result.items.reduce((sum: number, area: { province_count: number }) => sum + area.province_count, 0);
    const active = await get('/v1/public/provinces?active=true');
    expect(counted).toBe(active.body.result.total);
  });

  it('refuses unknown query parameters and bad booleans', async () => {
    expect((await get('/v1/public/provinces?active=maybe')).status).toBe(400);
    expect((await get('/v1/public/provinces?colour=red')).status).toBe(400);
  });
});
