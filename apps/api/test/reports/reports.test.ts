import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '@app/contracts/envelope.js';
import { reportEndpoints } from '@app/contracts/reports.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call } from '../accounts/account-helpers.js';

let t: TestApp;
beforeAll(async () => {
  // These tests change reports and read them back at once, so the reply cache is off here.
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: '0' });
});
afterAll(() => t.close());

interface Item {
  id: number;
  title: string;
  permalink: string;
  is_free: boolean;
  province: { id: number; name: string } | null;
  area: { id: number; name: string } | null;
  project: { id: number; permalink: string } | null;
  price_from: number | null;
  published_on: string | null;
}

const list = (query = '', body: unknown = {}) => call(t.app, `/v1/public/reports${query}`, { body });
const ids = (items: Item[]) => items.map((item) => item.id);

async function reportCount(): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(`select count(*)::int as n from reports where active and status = 'published'`);
  return row!.n;
}

describe('public report list', () => {
  it('gives 6 reports a page from page 1, newest first, with the total', async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ page: 1, page_size: 6, total: await reportCount() });
    const items: Item[] = first.body.result.items;
    expect(items).toHaveLength(6);
    expect(ids(items)).toEqual([...ids(items)].sort((a, b) => b - a));

    const total: number = first.body.result.total;
    const lastPage = Math.ceil(total / 6);
    const last = await list('', { page: lastPage });
    expect(last.body.result.items).toHaveLength(total - 6 * (lastPage - 1));
    const beyond = await list('', { page: lastPage + 1 });
    expect(beyond.body.result).toMatchObject({ items: [], total });
  });

  it('takes its filters from the query string or the body, the body winning', async () => {
    const hanoi = (await call(t.app, '/v1/public/provinces?keyword=ha%20noi')).body.result.items[0];
    const byQuery = await list(`?province_id=${hanoi.id}&page_size=20`);
    expect(byQuery.body.result.total).toBeGreaterThan(0);
    expect(byQuery.body.result.items.every((item: Item) => item.province?.id === hanoi.id)).toBe(true);

    const byBody = await list('?page_size=1', { province_id: hanoi.id, page_size: 20 });
    expect(ids(byBody.body.result.items)).toEqual(ids(byQuery.body.result.items));
    expect(byBody.body.result.page_size).toBe(20);
  });

  it("includes the reports of an area's provinces when filtering by area", async () => {
    const north = (await call(t.app, '/v1/public/areas')).body.result.items.find((area: { code: string }) => area.code === 'north');
    const northProvinces = new Set(
      (await call(t.app, `/v1/public/provinces?area_id=${north.id}`)).body.result.items.map((p: { id: number }) => p.id),
    );
    const { body } = await list('', { area_id: north.id, page_size: 100 });
    const items: Item[] = body.result.items;
    expect(items.some((item) => item.area?.id === north.id && item.province === null)).toBe(true);
    expect(items.some((item) => item.province !== null)).toBe(true);
    expect(items.every((item) => item.area?.id === north.id || northProvinces.has(item.province?.id))).toBe(true);
  });

  it('filters free reports, whose lowest price is 0', async () => {
    const { body } = await list('', { is_free: true, page_size: 100 });
    expect(body.result.total).toBeGreaterThan(0);
    expect(body.result.items.every((item: Item) => item.is_free && item.price_from === 0)).toBe(true);
    const paid = await list('?is_free=false&page_size=100');
    expect(paid.body.result.items.every((item: Item) => !item.is_free && (item.price_from ?? 0) > 0)).toBe(true);
    expect(paid.body.result.total + body.result.total).toBe(await reportCount());
  });

  it('accepts empty and null filters from forms as "any"', async () => {
    const { status, body } = await list('', { province_id: null, area_id: '', keyword: '   ' });
    expect(status).toBe(200);
    expect(body.result.total).toBe(await reportCount());
  });

  it('refuses bad input with the field and a clear message', async () => {
    const tooBig = await list('', { page_size: 101 });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errors[0]).toMatchObject({ field: 'page_size', code: 'too_big', message: 'Giá trị quá lớn' });

    const notNumber = await list('?province_id=abc');
    expect(notNumber.status).toBe(400);
    expect(notNumber.body.errors[0]).toMatchObject({ field: 'province_id', code: 'invalid_number' });

    const unknown = await list('', { colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ code: 'unknown_field' });

    const badSort = await call(t.app, '/v1/public/reports', { body: { sort: 'price;drop' }, language: 'en' });
    expect(badSort.status).toBe(400);
    expect(badSort.body.errors[0]).toMatchObject({ field: 'sort', message: 'Invalid value' });

    const zeroPage = await list('', { page: 0 });
    expect(zeroPage.body.errors[0]).toMatchObject({ field: 'page', code: 'invalid_number' });
  });

  it('sorts by publication date when asked', async () => {
    const { body } = await list('', { sort: 'published_on,asc', page_size: 100 });
    const dates = (body.result.items as Item[]).map((item) => item.published_on ?? '');
    expect(dates).toEqual([...dates].sort());
  });

  it('leaves out inactive and unpublished reports', async () => {
    const { body } = await list('', { page_size: 2 });
    const [hidden, draft] = body.result.items as Item[];
    await t.db.query('update reports set active = false where id = $1', [hidden!.id]);
    await t.db.query(`update reports set status = 'draft' where id = $1`, [draft!.id]);
    const after = await list('', { page_size: 100 });
    expect(ids(after.body.result.items)).not.toContain(hidden!.id);
    expect(ids(after.body.result.items)).not.toContain(draft!.id);
    expect(after.body.result.total).toBe(body.result.total - 2);
    expect((await call(t.app, `/v1/public/reports/${hidden!.id}`)).status).toBe(404);
    expect((await call(t.app, `/v1/public/reports/${draft!.permalink}`)).status).toBe(404);
    await t.db.query(`update reports set active = true, status = 'published' where id in ($1, $2)`, [hidden!.id, draft!.id]);
  });
});

describe('report detail', () => {
  it('reads a report by id or permalink with its packages, prices and contents, never the files', async () => {
    const paid = (await list('', { is_free: false, page_size: 1 })).body.result.items[0] as Item;
    const byId = await call(t.app, `/v1/public/reports/${paid.id}`);
    expect(byId.status).toBe(200);
    const report = byId.body.result;
    expect(report).toMatchObject({ id: paid.id, permalink: paid.permalink, is_free: false });
    expect(report.description).toEqual(expect.any(String));
    expect(report.packages.map((p: { level: number }) => p.level)).toEqual([2, 3]);
    for (const pkg of report.packages) expect(pkg.price).toBeGreaterThan(0);
    expect(report.price_from).toBe(Math.min(...report.packages.map((p: { price: number }) => p.price)));

    const formats = report.contents.map((c: { format: string }) => c.format);
    const order = ['pdf', 'video', 'youtube', 'archive'];
    expect(formats).toEqual([...formats].sort((a: string, b: string) => order.indexOf(a) - order.indexOf(b)));
    for (const content of report.contents) {
      expect(content).toEqual(expect.objectContaining({ title: expect.any(String), package_name: expect.any(String), is_free: false }));
      expect(content).not.toHaveProperty('url');
      expect(content).not.toHaveProperty('file_key');
    }
    expect(JSON.stringify(report)).not.toMatch(/reports\/[a-z0-9-]+\/.+\.(pdf|zip|mp4)/);

    const byPermalink = await call(t.app, `/v1/public/reports/${paid.permalink}`);
    expect(byPermalink.body.result).toEqual(report);
  });

  it('uses the report price of a package when staff set one, else the package price', async () => {
    const [row] = await t.db.query<{ report_id: number }>(
      `select report_id from report_packages where package_id = 2 and price is null order by report_id limit 1`,
    );
    await t.db.query('update report_packages set price = 1234000, original_price = 2345000 where report_id = $1 and package_id = 2', [
      row!.report_id,
    ]);
    const { body } = await call(t.app, `/v1/public/reports/${row!.report_id}`);
    expect(body.result.packages.find((p: { id: number }) => p.id === 2)).toMatchObject({ price: 1_234_000, original_price: 2_345_000 });
    expect(body.result.packages.find((p: { id: number }) => p.id === 3)).toMatchObject({ price: 4_990_000, original_price: 6_490_000 });
    expect(body.result.price_from).toBe(1_234_000);
  });

  it('follows a change of its contents, packages and descriptions in the same write', async () => {
    const [row] = await t.db.query<{ report_id: number; content_id: number; package_id: number }>(
      `select c.report_id, min(c.id)::int as content_id, min(c.package_id)::int as package_id
         from report_contents c join reports r on r.id = c.report_id
        where c.active and r.active and r.status = 'published' group by c.report_id order by c.report_id limit 1`,
    );
    const page = async () => (await call(t.app, `/v1/public/reports/${row!.report_id}`)).body.result;
    const before = await page();
    const [content] = await t.db.query<{ title: string }>('select title from report_contents where id = $1', [row!.content_id]);
    const [pkg] = await t.db.query<{ name: string }>('select name from packages where id = $1', [row!.package_id]);

    await t.db.query(`update report_contents set title = 'Nội dung đổi tên' where id = $1`, [row!.content_id]);
    await t.db.query(`update packages set name = 'Gói đổi tên' where id = $1`, [row!.package_id]);
    await t.db.query(`update reports set description = '<p>Mô tả mới</p>' where id = $1`, [row!.report_id]);
    const [added] = await t.db.query<{ id: number }>(
      `insert into report_contents (report_id, package_id, title, format, sort_order)
       values ($1, $2, 'Nội dung thêm', 'archive', 99) returning id`,
      [row!.report_id, row!.package_id],
    );
    try {
      const changed = await page();
      expect(changed.description).toBe('<p>Mô tả mới</p>');
      expect(changed.contents.find((c: { id: number }) => c.id === row!.content_id)).toMatchObject({
        title: 'Nội dung đổi tên',
        package_name: 'Gói đổi tên',
      });
      expect(changed.contents.find((c: { id: number }) => c.id === added!.id)).toMatchObject({ title: 'Nội dung thêm', format: 'archive' });
      expect(changed.packages.find((p: { id: number }) => p.id === row!.package_id).name).toBe('Gói đổi tên');

      await t.db.query('update report_contents set active = false where id = $1', [row!.content_id]);
      expect((await page()).contents.map((c: { id: number }) => c.id)).not.toContain(row!.content_id);
    } finally {
      await t.db.query('delete from report_contents where id = $1', [added!.id]);
      await t.db.query('update report_contents set title = $2, active = true where id = $1', [row!.content_id, content!.title]);
      await t.db.query('update packages set name = $2 where id = $1', [row!.package_id, pkg!.name]);
      await t.db.query('update reports set description = $2 where id = $1', [row!.report_id, before.description]);
    }
    expect(await page()).toEqual(before);
  });

  it('answers 404 with the server message for unknown reports and 400 for malformed keys', async () => {
    const unknown = await call(t.app, '/v1/public/reports/khong-ton-tai');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 404, message: 'Đường dẫn không tồn tại.', result: null });
    const english = await call(t.app, '/v1/public/reports/999999', { language: 'en' });
    expect(english.body.message).toBe('This address does not exist.');
    const malformed = await call(t.app, '/v1/public/reports/bad%20key%3B');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].field).toBe('id');
  });
});

describe('other, project and searched reports', () => {
  it('lists other reports without the one shown, the same province first', async () => {
    const { body } = await list('', { page_size: 100 });
    const items: Item[] = body.result.items;
    const shown = items.find((item) => item.province && items.filter((other) => other.province?.id === item.province?.id).length >= 3)!;
    const sameProvince = items.filter((item) => item.province?.id === shown.province!.id && item.id !== shown.id).length;
    const other = await call(t.app, '/v1/public/reports/other', { body: { report_id: shown.id, page_size: 10 } });
    expect(other.status).toBe(200);
    const otherItems: Item[] = other.body.result.items;
    expect(ids(otherItems)).not.toContain(shown.id);
    expect(otherItems.slice(0, sameProvince).every((item) => item.province?.id === shown.province!.id)).toBe(true);
    expect(other.body.result.total).toBe(body.result.total - 1);

    const missing = await call(t.app, '/v1/public/reports/other', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({ field: 'report_id', code: 'required' });
  });

  it("lists a project's reports by project id or permalink", async () => {
    const projectReport = ((await list('', { page_size: 100 })).body.result.items as Item[]).find((item) => item.project)!;
    const byPermalink = await call(t.app, `/v1/public/reports/project/${projectReport.project!.permalink}`);
    expect(byPermalink.status).toBe(200);
    expect(ids(byPermalink.body.result.items)).toContain(projectReport.id);
    expect(byPermalink.body.result.items.every((item: Item) => item.project?.id === projectReport.project!.id)).toBe(true);
    const byId = await call(t.app, `/v1/public/reports/project/${projectReport.project!.id}`);
    expect(byId.body.result).toEqual(byPermalink.body.result);
    expect((await call(t.app, '/v1/public/reports/project/khong-co-du-an')).status).toBe(404);
  });

  it('finds reports typed without diacritics or with a small typo, exact matches first', async () => {
    const plain = await call(t.app, '/v1/public/search-report', { body: { keyword: 'ha noi', page_size: 100 } });
    expect(plain.status).toBe(200);
    const titles: string[] = plain.body.result.items.map((item: Item) => item.title);
    const [exact] = await t.db.query<{ n: number }>(`select count(*)::int as n from reports where title like '%Hà Nội%' and active`);
    expect(exact!.n).toBeGreaterThan(0);
    expect(titles.slice(0, exact!.n).every((title) => title.includes('Hà Nội'))).toBe(true);
    expect(titles.slice(exact!.n).some((title) => title.includes('Hà Nội'))).toBe(false);

    const typo = await call(t.app, '/v1/public/search-report', { body: { keyword: 'da nagn' } });
    expect(typo.body.result.items[0].title).toContain('Đà Nẵng');

    const inQuery = await call(t.app, '/v1/public/search-report?keyword=Kh%C3%A1nh%20H%C3%B2a', { body: {} });
    expect(inQuery.body.result.items[0].title).toContain('Khánh Hòa');
  });

  it('searches with lists of places and a publication date range', async () => {
    const hcm = (await call(t.app, '/v1/public/provinces?keyword=ho%20chi%20minh')).body.result.items[0];
    const hanoi = (await call(t.app, '/v1/public/provinces?keyword=ha%20noi')).body.result.items[0];
    const both = await call(t.app, '/v1/public/reports/advance-search', { body: { province_ids: [hcm.id, hanoi.id], page_size: 100 } });
    expect(both.status).toBe(200);
    const provinces = new Set(both.body.result.items.map((item: Item) => item.province?.id));
    expect([...provinces].sort()).toEqual([hcm.id, hanoi.id].sort());

    const dates = both.body.result.items.map((item: Item) => item.published_on as string).sort();
    const from = dates[1];
    const to = dates[dates.length - 2];
    const ranged = await call(t.app, '/v1/public/reports/advance-search', {
      body: {
        province_ids: `${hcm.id},${hanoi.id}`,
        published_from: from,
        published_to: to.split('-').reverse().join('/'),
        page_size: 100,
      },
    });
    const rangedDates: string[] = ranged.body.result.items.map((item: Item) => item.published_on);
    expect(rangedDates.length).toBeGreaterThan(0);
    expect(rangedDates.every((date) => date >= from && date <= to)).toBe(true);
    expect(ranged.body.result.total).toBeLessThan(both.body.result.total);

    const badDate = await call(t.app, '/v1/public/reports/advance-search', { body: { published_from: '2025-13-40' } });
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors[0]).toMatchObject({ field: 'published_from', code: 'date_invalid' });
  });

  it('lists the active packages as document types', async () => {
    const { body } = await call(t.app, '/v1/public/reports/document-type');
    expect(body.result.items.map((p: { id: number; is_free: boolean }) => [p.id, p.is_free])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
    await t.db.query('update packages set active = false where id = 3');
    const after = await call(t.app, '/v1/public/reports/document-type');
    expect(after.body.result.items.map((p: { id: number }) => p.id)).toEqual([1, 2]);
    await t.db.query('update packages set active = true where id = 3');
  });
});

describe('report counts per province', () => {
  const counts = async () => {
    const { body } = await call(t.app, reportEndpoints.provinceCounts.path);
    const { result } = envelopeSchema(reportEndpoints.provinceCounts.reply).parse(body);
    return new Map(result.items.map((row) => [row.province_id, row.total]));
  };

  it('gives each province the total its filtered list gives, and leaves out provinces without reports', async () => {
    const byProvince = await counts();
    expect(byProvince.size).toBeGreaterThan(1);
    for (const [provinceId, total] of byProvince) {
      expect((await list('', { province_id: provinceId, page_size: 1 })).body.result.total).toBe(total);
    }
    const provinces = (await call(t.app, '/v1/public/provinces?page_size=100')).body.result.items as { id: number }[];
    const without = provinces.find((province) => !byProvince.has(province.id));
    expect(without).toBeDefined();
    expect((await list('', { province_id: without!.id, page_size: 1 })).body.result.total).toBe(0);
  });

  it('counts only what the public sees: a report staff switched off or left unpublished drops out', async () => {
    const [report] = await t.db.query<{ id: number; province_id: number }>(
      `select id, province_id from reports where active and status = 'published' and province_id is not null order by id limit 1`,
    );
    const before = (await counts()).get(report!.province_id)!;
    await t.db.query(`update reports set active = false where id = ${report!.id}`);
    expect((await counts()).get(report!.province_id) ?? 0).toBe(before - 1);
    await t.db.query(`update reports set active = true, status = 'draft' where id = ${report!.id}`);
    expect((await counts()).get(report!.province_id) ?? 0).toBe(before - 1);
    await t.db.query(`update reports set status = 'published' where id = ${report!.id}`);
    expect((await counts()).get(report!.province_id)).toBe(before);
  });

  it('takes no query: an unknown parameter is refused and counts nothing', async () => {
    const reply = await call(t.app, `${reportEndpoints.provinceCounts.path}?province_id=1'%20or%201=1--`);
    expect(reply.status).toBe(400);
    expect(reply.body.errors.length).toBeGreaterThan(0);
    expect(reply.body.result ?? null).toBeNull();
  });
});

describe('reply cache', () => {
  it('serves the same list and detail for a few seconds, never a failure', async () => {
    const cached = await createTestApp({ PUBLIC_CACHE_SECONDS: '60' });
    try {
      const first = await call(cached.app, '/v1/public/reports', { body: { page_size: 1 } });
      const report = first.body.result.items[0] as Item;
      const detail = await call(cached.app, `/v1/public/reports/${report.id}`);
      expect(detail.status).toBe(200);
      await cached.db.query('update reports set active = false where id = $1', [report.id]);

      const again = await cached.app.inject({ method: 'POST', url: '/v1/public/reports', payload: { page_size: 1 } });
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.json()).toEqual(first.body);
      expect((await call(cached.app, `/v1/public/reports/${report.id}`)).body).toEqual(detail.body);

      const otherQuery = await call(cached.app, '/v1/public/reports', { body: { page_size: 2 } });
      expect(ids(otherQuery.body.result.items)).not.toContain(report.id);
      expect((await call(cached.app, `/v1/public/reports/${report.permalink}`)).status).toBe(404);
      await cached.db.query('update reports set active = true where id = $1', [report.id]);
      expect((await call(cached.app, `/v1/public/reports/${report.permalink}`)).status).toBe(200);
    } finally {
      await cached.close();
    }
  });
});

describe('report cards', () => {
  /** The reply is exactly what the contract describes: nothing missing, nothing mistyped, nothing more. */
  function expectContractReply(endpoint: 'list' | 'search' | 'advanceSearch' | 'other' | 'ofProject' | 'get', body: unknown) {
    expect(envelopeSchema(reportEndpoints[endpoint].reply).parse(body)).toEqual(body);
  }

  it('sends every card list and the report page exactly as the contract describes them, the card as the page shows it', async () => {
    const all = await list('', { page_size: 50 });
    expectContractReply('list', all.body);
    const items: Item[] = all.body.result.items;
    expect(items.some((item) => item.project !== null && item.area !== null && item.price_from !== null)).toBe(true);
    expectContractReply('search', (await call(t.app, `${reportEndpoints.search.path}?keyword=ha%20noi`, { body: {} })).body);
    expectContractReply('advanceSearch', (await call(t.app, reportEndpoints.advanceSearch.path, { body: { is_free: false } })).body);
    expectContractReply('other', (await call(t.app, reportEndpoints.other.path, { body: { report_id: items[0]!.id } })).body);
    const withProject = items.find((item) => item.project !== null)!;
    expectContractReply(
      'ofProject',
      (await call(t.app, reportEndpoints.ofProject.path.replace(':id', withProject.project!.permalink))).body,
    );

    for (const card of items.slice(0, 5) as (Item & Record<string, unknown>)[]) {
      const { body } = await call(t.app, `/v1/public/reports/${card.id}`);
      expectContractReply('get', body);
      for (const [key, value] of Object.entries(card)) expect(body.result[key], `${card.id}.${key}`).toEqual(value);
    }
  });

  it('follows a change of the report, its offers and every row it names, in the same write', async () => {
    const [row] = await t.db.query<{ id: number; project_id: number; area_id: number; package_id: number }>(
      `select r.id, r.project_id, r.area_id, min(rp.package_id)::int as package_id
         from reports r join report_packages rp on rp.report_id = r.id and rp.active
        where r.active and r.status = 'published' and r.project_id is not null and r.area_id is not null
        group by r.id order by r.id limit 1`,
    );
    const card = async () => (await list('', { page_size: 100 })).body.result.items.find((item: Item) => item.id === row!.id);
    const before = await card();

    await t.db.query(`update reports set title = 'Báo cáo đổi tên' where id = $1`, [row!.id]);
    await t.db.query(`update projects set title = 'Dự án đổi tên' where id = $1`, [row!.project_id]);
    await t.db.query(`update areas set name = 'Vùng đổi tên' where id = $1`, [row!.area_id]);
    await t.db.query('update report_packages set price = 1000 where report_id = $1 and package_id = $2', [row!.id, row!.package_id]);
    try {
      expect(await card()).toMatchObject({
        title: 'Báo cáo đổi tên',
        project: { id: row!.project_id, title: 'Dự án đổi tên' },
        area: { id: row!.area_id, name: 'Vùng đổi tên' },
        price_from: 1000,
      });
      await t.db.query('update projects set active = false where id = $1', [row!.project_id]);
      expect((await card()).project).toBeNull();
    } finally {
      await t.db.query('update reports set title = $2 where id = $1', [row!.id, before.title]);
      await t.db.query('update projects set title = $2, active = true where id = $1', [row!.project_id, before.project.title]);
      await t.db.query('update areas set name = $2 where id = $1', [row!.area_id, before.area.name]);
      await t.db.query('update report_packages set price = null where report_id = $1 and package_id = $2', [row!.id, row!.package_id]);
    }
    expect(await card()).toEqual(before);
  });
});
