import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareVietnamese } from '@app/contracts/search.js';
import { envelopeSchema } from '@app/contracts/envelope.js';
import { projectEndpoints } from '@app/contracts/projects.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call } from '../accounts/account-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Project {
  id: number;
  title: string;
  permalink: string;
  hot: boolean;
  price: number | null;
  latitude: number | null;
  longitude: number | null;
  investor: { id: number; name: string } | null;
  province: { id: number; name: string } | null;
  district: { id: number } | null;
  project_type: { id: number } | null;
  project_state: { id: number } | null;
}

const filter = (body: unknown) => call(t.app, '/v1/public/projects/filter', { body });
const ids = (items: { id: number }[]) => items.map((item) => item.id);

async function activeProjects(): Promise<number> {
  const [row] = await t.db.query<{ n: number }>('select count(*)::int as n from projects where active');
  return row!.n;
}

describe('project detail', () => {
  it('reads a project by id or permalink with investor, places, type, state, utilities, media and ambassador', async () => {
    const [row] = await t.db.query<{ id: number; permalink: string }>(
      'select id, permalink from projects where ambassador_id is not null and active order by id limit 1',
    );
    const { status, body } = await call(t.app, `/v1/public/projects/${row!.permalink}`);
    expect(status).toBe(200);
    const project = body.result;
    expect(project).toMatchObject({ id: row!.id, permalink: row!.permalink });
    expect(project.investor).toEqual(expect.objectContaining({ name: expect.any(String), company_name: expect.any(String) }));
    expect(project.province).toEqual(expect.objectContaining({ name: expect.any(String) }));
    expect(project.district).toEqual(expect.objectContaining({ name: expect.any(String) }));
    expect(project.project_type).toEqual(expect.objectContaining({ name: expect.any(String) }));
    expect(project.project_state).toEqual(expect.objectContaining({ name: expect.any(String) }));
    expect(project.utilities.length).toBeGreaterThan(0);
    expect(project.utilities[0]).toEqual(expect.objectContaining({ name: expect.any(String), code: expect.any(String) }));
    expect(project.media.length).toBeGreaterThan(0);
    expect(project.ambassador).toEqual(expect.objectContaining({ name: expect.any(String), phone: expect.any(String) }));

    const byId = await call(t.app, `/v1/public/projects/${row!.id}`);
    expect(byId.body.result).toEqual(project);
  });

  it('hides a locked ambassador and an inactive investor, not the project', async () => {
    const [row] = await t.db.query<{ id: number; ambassador_id: number; investor_id: number }>(
      'select id, ambassador_id, investor_id from projects where ambassador_id is not null and active order by id limit 1',
    );
    await t.db.query(`update ambassadors set status = 'lock' where id = $1`, [row!.ambassador_id]);
    await t.db.query('update investors set active = false where id = $1', [row!.investor_id]);
    const { body } = await call(t.app, `/v1/public/projects/${row!.id}`);
    expect(body.result).toMatchObject({ id: row!.id, ambassador: null, investor: null });
    await t.db.query(`update ambassadors set status = 'active' where id = $1`, [row!.ambassador_id]);
    await t.db.query('update investors set active = true where id = $1', [row!.investor_id]);
  });

  it('answers 404 for inactive and unknown projects, 400 for malformed keys', async () => {
    const [row] = await t.db.query<{ id: number; permalink: string }>('select id, permalink from projects order by id desc limit 1');
    await t.db.query('update projects set active = false where id = $1', [row!.id]);
    for (const key of [row!.id, row!.permalink, 'khong-co-du-an-nay', '2147483648']) {
      const reply = await call(t.app, `/v1/public/projects/${key}`);
      expect(reply.status, String(key)).toBe(404);
      expect(reply.body.message).toBe('Đường dẫn không tồn tại.');
    }
    expect((await filter({ page_size: 100 })).body.result.total).toBe(await activeProjects());
    await t.db.query('update projects set active = true where id = $1', [row!.id]);
    const malformed = await call(t.app, '/v1/public/projects/du%20an');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].field).toBe('id');
  });
});

describe('project lists', () => {
  it('filters by province, investor, type, state and hot flag, 12 per page by default', async () => {
    const all = await filter({});
    expect(all.body.result).toMatchObject({ page: 1, page_size: 12, total: await activeProjects() });
    expect(all.body.result.items).toHaveLength(12);

    const sample: Project = all.body.result.items[0];
    const narrowed = await filter({
      province_id: sample.province!.id,
      investor_id: String(sample.investor!.id),
      project_type_id: sample.project_type!.id,
      project_state_id: sample.project_state!.id,
      district_id: sample.district!.id,
      page_size: 100,
    });
    expect(ids(narrowed.body.result.items)).toContain(sample.id);
    for (const item of narrowed.body.result.items as Project[]) {
      expect(item.province!.id).toBe(sample.province!.id);
      expect(item.investor!.id).toBe(sample.investor!.id);
    }

    const hot = await filter({ hot: true, page_size: 100 });
    expect(hot.body.result.total).toBeGreaterThan(0);
    expect(hot.body.result.items.every((item: Project) => item.hot)).toBe(true);
  });

  it('pages without overlap', async () => {
    const first = await filter({ page: 1, page_size: 5 });
    const second = await filter({ page: 2, page_size: 5 });
    expect(second.body.result.items).toHaveLength(5);
    expect(ids(first.body.result.items).filter((id) => ids(second.body.result.items).includes(id))).toEqual([]);
  });

  it('returns the projects asked for by id, in that order, skipping unknown ones', async () => {
    const some = ids((await filter({ page_size: 3 })).body.result.items);
    const { status, body } = await call(t.app, `/v1/public/projects?ids=${some[2]},${some[0]},99999999`, { method: 'POST' });
    expect(status).toBe(200);
    expect(ids(body.result.items)).toEqual([some[2], some[0]]);
    expect(body.result.total).toBe(2);
    const missing = await call(t.app, '/v1/public/projects', { method: 'POST' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({ field: 'ids', code: 'required' });
    const bad = await call(t.app, '/v1/public/projects?ids=1,x', { method: 'POST' });
    expect(bad.body.errors[0].field).toBe('ids.1');
  });

  it('searches with lists, a price range, utilities that must all be there, and a sort', async () => {
    const [pair] = await t.db.query<{ a: number; b: number }>(
      'select a.util_id as a, b.util_id as b from project_utilities a join project_utilities b on a.project_id = b.project_id and a.util_id < b.util_id limit 1',
    );
    const { body } = await call(t.app, '/v1/public/projects/advance-search', {
      body: { util_ids: [pair!.a, pair!.b], price_min: 30, price_max: 120, sort: 'price,asc', page_size: 100 },
    });
    const items: Project[] = body.result.items;
    expect(items.length).toBeGreaterThan(0);
    const prices = items.map((item) => item.price!);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    expect(prices.every((price) => price >= 30 && price <= 120)).toBe(true);
    const [withBoth] = await t.db.query<{ ids: number[] }>(
      `select array_agg(project_id) as ids from (select project_id from project_utilities where util_id in ($1, $2) group by project_id having count(*) = 2) x`,
      [pair!.a, pair!.b],
    );
    expect(ids(items).every((id) => withBoth!.ids.includes(id))).toBe(true);

    const byTitle = await call(t.app, '/v1/public/projects/advance-search', { body: { sort: 'title,asc', page_size: 100 } });
    const titles: string[] = byTitle.body.result.items.map((item: Project) => item.title);
    expect(titles).toEqual([...titles].sort(compareVietnamese));

    const bad = await call(t.app, '/v1/public/projects/advance-search', { body: { price_min: -1, sort: 'price,up' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['price_min', 'sort']);
  });

  it('finds the nearest projects to a project or a point, closest first, by haversine distance', async () => {
    const [origin] = await t.db.query<{ id: number; latitude: number; longitude: number }>(
      'select id, latitude, longitude from projects where latitude is not null order by id limit 1',
    );
    const { body } = await call(t.app, `/v1/public/projects/nearest-projects?project_id=${origin!.id}&limit=4`);
    const items: (Project & { distance_km: number })[] = body.result.items;
    expect(items).toHaveLength(4);
    expect(ids(items)).not.toContain(origin!.id);
    const distances = items.map((item) => item.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const nearest = items[0]!;
    const rad = (deg: number) => (deg * Math.PI) / 180;
    const expected =
      2 *
      6371 *
      Math.asin(
        Math.sqrt(
          Math.sin(rad(nearest.latitude! - origin!.latitude) / 2) ** 2 +
            Math.cos(rad(origin!.latitude)) *
              Math.cos(rad(nearest.latitude!)) *
              Math.sin(rad(nearest.longitude! - origin!.longitude) / 2) ** 2,
        ),
      );
    expect(nearest.distance_km).toBeCloseTo(expected, 1);

    const byPoint = await call(t.app, `/v1/public/projects/nearest-projects?lat=${origin!.latitude}&lng=${origin!.longitude}&limit=1`);
    expect(byPoint.body.result.items[0]).toMatchObject({ id: origin!.id, distance_km: 0 });

    const nowhere = await call(t.app, '/v1/public/projects/nearest-projects?lat=10', { language: 'en' });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.errors[0]).toMatchObject({
      field: 'project_id',
      message: 'Please choose a project or give a latitude and a longitude',
    });
    expect((await call(t.app, '/v1/public/projects/nearest-projects?lat=91&lng=0')).body.errors[0]).toMatchObject({
      field: 'lat',
      code: 'too_big',
    });
  });

  it('lists coordinates for the map, by province if asked', async () => {
    const { body } = await call(t.app, '/v1/public/all-coordinates');
    expect(body.result.total).toBeGreaterThan(0);
    const first = body.result.items[0];
    expect(first).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      permalink: expect.any(String),
      lat: expect.any(Number),
      lng: expect.any(Number),
      hot: expect.any(Boolean),
      province: expect.objectContaining({ name: expect.any(String) }),
    });
    const province = await call(t.app, `/v1/public/all-coordinates?province_id=${first.province.id}`);
    expect(province.body.result.items.every((item: { province: { id: number } }) => item.province.id === first.province.id)).toBe(true);
    expect((await call(t.app, '/v1/public/all-coordinates?page_size=5001')).status).toBe(400);
  });

  it('lists projects with their public ambassador', async () => {
    const { body } = await call(t.app, '/v1/public/all-project-ambassador');
    expect(body.result.total).toBeGreaterThan(0);
    for (const item of body.result.items)
      expect(item.ambassador).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String) }));
    const ambassadorId = body.result.items[0].ambassador.id;
    await t.db.query(`update ambassadors set registration_status = 'rejected' where id = $1`, [ambassadorId]);
    const after = await call(t.app, '/v1/public/all-project-ambassador');
    expect(after.body.result.items.some((item: { ambassador: { id: number } }) => item.ambassador.id === ambassadorId)).toBe(false);
    await t.db.query(`update ambassadors set registration_status = 'approved' where id = $1`, [ambassadorId]);
  });

  it('lists ids and titles for select boxes in Vietnamese order', async () => {
    const { body } = await call(t.app, '/v1/public/project/select?page_size=100');
    expect(body.result.total).toBe(await activeProjects());
    const titles: string[] = body.result.items.map((item: { title: string }) => item.title);
    expect(titles).toEqual([...titles].sort(compareVietnamese));
    expect(Object.keys(body.result.items[0]).sort()).toEqual(['id', 'title']);
    const page2 = await call(t.app, '/v1/public/project/select?page=2&page_size=10');
    expect(page2.body.result.items.map((item: { title: string }) => item.title)).toEqual(titles.slice(10, 20));
  });

  it('lists project types, utilities and states in staff order', async () => {
    for (const [url, first] of [
      ['/v1/public/project-type', 'apartment'],
      ['/v1/public/project-util', 'pool'],
      ['/v1/public/project-state', 'upcoming'],
    ] as const) {
      const { status, body } = await call(t.app, url);
      expect(status).toBe(200);
      expect(body.result.items[0]).toMatchObject({ code: first, name: expect.any(String), name_en: expect.any(String) });
      expect(body.result).toMatchObject({ page: 1, page_size: -1 });
    }
    await t.db.query(`update project_types set active = false where code = 'apartment'`);
    const types = await call(t.app, '/v1/public/project-type');
    expect(types.body.result.items.map((item: { code: string }) => item.code)).not.toContain('apartment');
    expect((await call(t.app, '/v1/public/project-type?x=1')).status).toBe(400);
    await t.db.query(`update project_types set active = true where code = 'apartment'`);
  });
});

describe('project cards', () => {
  /** The reply is exactly what the contract describes: nothing missing, nothing mistyped, nothing more. */
  function expectContractReply(endpoint: keyof typeof projectEndpoints, body: unknown) {
    expect(envelopeSchema(projectEndpoints[endpoint].reply).parse(body)).toEqual(body);
  }

  it('sends every card list exactly as the contract describes it, with the references the detail page shows', async () => {
    const all = await filter({ page_size: 100 });
    expectContractReply('filter', all.body);
    const some = ids(all.body.result.items.slice(0, 3));
    expectContractReply('byIds', (await call(t.app, `/v1/public/projects?ids=${some.join(',')}`, { method: 'POST' })).body);
    expectContractReply(
      'advanceSearch',
      (await call(t.app, '/v1/public/projects/advance-search', { body: { sort: 'price,asc', page_size: 100 } })).body,
    );
    expectContractReply('search', (await call(t.app, `${projectEndpoints.search.path}?keyword=ha%20noi`)).body);

    // The card and the project's page agree on every field they share.
    for (const card of all.body.result.items.slice(0, 5) as (Project & Record<string, unknown>)[]) {
      const detail = (await call(t.app, `/v1/public/projects/${card.id}`)).body.result;
      for (const [key, value] of Object.entries(card)) {
        expect(value === null || typeof value !== 'object' ? detail[key] : expect.objectContaining(value), `${card.id}.${key}`).toEqual(
          value === null || typeof value !== 'object' ? value : detail[key],
        );
      }
    }
  });

  it('follows a change of the project and of every row it names, in the same write', async () => {
    const [row] = await t.db.query<{ id: number; investor_id: number; province_id: number; project_type_id: number; unit_id: number }>(
      `select p.id, p.investor_id, p.province_id, p.project_type_id, pr.successor_id as unit_id
         from projects p join provinces pr on pr.id = p.province_id
        where p.active and p.investor_id is not null and p.project_type_id is not null and pr.successor_id is not null
        order by p.id limit 1`,
    );
    const card = async () => (await call(t.app, `/v1/public/projects?ids=${row!.id}`, { method: 'POST' })).body.result.items[0];
    const [before] = await t.db.query<{ title: string; investor: string; unit: string }>(
      `select p.title, i.name as investor, u.name as unit from projects p join investors i on i.id = p.investor_id
         join provinces u on u.id = $2 where p.id = $1`,
      [row!.id, row!.unit_id],
    );

    await t.db.query(`update projects set title = 'Dự án đổi tên' where id = $1`, [row!.id]);
    await t.db.query(`update investors set name = 'Chủ đầu tư đổi tên' where id = $1`, [row!.investor_id]);
    await t.db.query(`update provinces set name = 'Tỉnh đổi tên' where id = $1`, [row!.unit_id]);
    await t.db.query('update project_types set active = false where id = $1', [row!.project_type_id]);
    try {
      expect(await card()).toMatchObject({
        id: row!.id,
        title: 'Dự án đổi tên',
        investor: { id: row!.investor_id, name: 'Chủ đầu tư đổi tên' },
        unit: { id: row!.unit_id, name: 'Tỉnh đổi tên' },
        project_type: null,
      });
    } finally {
      await t.db.query('update projects set title = $2 where id = $1', [row!.id, before!.title]);
      await t.db.query('update investors set name = $2 where id = $1', [row!.investor_id, before!.investor]);
      await t.db.query('update provinces set name = $2 where id = $1', [row!.unit_id, before!.unit]);
      await t.db.query('update project_types set active = true where id = $1', [row!.project_type_id]);
    }
    expect(await card()).toMatchObject({ title: before!.title, investor: { name: before!.investor }, unit: { name: before!.unit } });
    expect((await card()).project_type).not.toBeNull();
  });
});
