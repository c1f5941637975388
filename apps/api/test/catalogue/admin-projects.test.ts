import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProject, AdminProjectListEntry, AdminOption } from '@app/contracts/admin-projects.js';
import type { AuditEntry } from '@app/contracts/admin-audit.js';
import { call } from '../accounts/account-helpers.js';
import { createCatalogue, fieldsOf, type Catalogue } from './catalogue-support.js';

let c: Catalogue;
let refs: { province: number; district: number; investor: number; type: number; state: number; utils: number[]; ambassador: number };
let lockedAmbassador: number;

beforeAll(async () => {
  c = await createCatalogue();
  const one = async (sql: string) => (await c.t.db.query<{ id: number }>(sql))[0]!.id;
  const [place] = await c.t.db.query<{ province: number; district: number }>(
    `select p.id as province, d.id as district from provinces p join districts d on d.province_id = p.id
     where p.active and d.active order by p.id, d.id limit 1`,
  );
  const utils = await c.t.db.query<{ id: number }>('select id from project_utils where active order by id limit 3');
  refs = {
    ...place!,
    investor: await one('select id from investors where active order by id limit 1'),
    type: await one('select id from project_types where active order by id limit 1'),
    state: await one('select id from project_states where active order by id limit 1'),
    utils: utils.map((row) => row.id),
    ambassador: await one(`select id from ambassadors where registration_status = 'approved' and status <> 'lock' order by id limit 1`),
  };
  const user = await one(
    `insert into users (username, email, first_name, last_name) values ('daisukhoa', 'daisukhoa@example.vn', 'Khóa', 'Lê') returning id`,
  );
  lockedAmbassador = await one(
    `insert into ambassadors (user_id, name, registration_status, status) values (${user}, 'Lê Khóa', 'approved', 'lock') returning id`,
  );
});
afterAll(() => c.close());

const valid = () => ({
  title: 'Khu đô thị Sông Hồng Xanh',
  title_en: 'Red River Green Town',
  investor_id: refs.investor,
  province_id: refs.province,
  district_id: refs.district,
  address: '12 Nguyễn Văn Linh',
  latitude: 21.0285,
  longitude: 105.8542,
  project_type_id: refs.type,
  project_state_id: refs.state,
  state_detail: 'Đang bàn giao',
  description: '<h2>Tổng quan</h2><p>Dự án <em>ven sông</em></p><iframe src="https://evil.example"></iframe>',
  size_text: '25 ha',
  area_text: '250.000 m²',
  construction_area: '60.000 m²',
  building_density: '24%',
  scale: '5 tòa tháp, 1.200 căn hộ',
  price: 65.5,
  tower_count: 5,
  apartment_count: 1200,
  legal_status: 'Sổ hồng lâu dài',
  completion_time: 'Quý IV/2027',
  management_unit: 'Savills',
  design_unit: 'Aedas',
  construction_unit: 'Coteccons',
  distribution_unit: 'Đất Xanh',
  development_unit: 'Sông Hồng Land',
  contractor_unit: 'Hòa Bình',
  ambassador_id: refs.ambassador,
  hot: true,
  active: true,
  utility_ids: refs.utils,
  gallery: [{ url: '/files/images/projects/a.jpg', caption: 'Phối cảnh' }, { url: 'https://cdn.example.vn/b.jpg' }],
});

const create = (body: object, language = 'vi') => c.admin('/v1/admin/project', { body, language });

describe('staff manage projects', () => {
  it('creates a project with every field, utilities, an ordered gallery and a position, shown publicly at once', async () => {
    c.web.tags.length = 0;
    const reply = await create(valid());
    expect(reply.status).toBe(200);
    const created = reply.body.result as AdminProject;
    expect(created).toMatchObject({
      permalink: 'khu-do-thi-song-hong-xanh',
      cover_url: '/files/images/projects/a.jpg',
      latitude: 21.0285,
      longitude: 105.8542,
      price: 65.5,
      tower_count: 5,
      contractor_unit: 'Hòa Bình',
      investor: { id: refs.investor },
      ambassador: { id: refs.ambassador },
      utility_ids: [...refs.utils].sort((a, b) => a - b),
      hot: true,
    });
    expect(created.gallery.map((picture) => [picture.url, picture.caption])).toEqual([
      ['/files/images/projects/a.jpg', 'Phối cảnh'],
      ['https://cdn.example.vn/b.jpg', null],
    ]);
    expect(created.description).toContain('<em>ven sông</em>');
    expect(created.description).not.toContain('evil');
    expect(c.web.tags).toEqual([['projects', 'investors', 'ambassadors']]);

    const page = await call(c.t.app, `/v1/public/projects/${created.permalink}`);
    expect(page.status).toBe(200);
    expect(page.body.result).toMatchObject({
      id: created.id,
      latitude: 21.0285,
      ambassador: { id: refs.ambassador },
      legal_status: 'Sổ hồng lâu dài',
    });
    expect(page.body.result.media.map((media: { url: string }) => media.url)).toEqual([
      '/files/images/projects/a.jpg',
      'https://cdn.example.vn/b.jpg',
    ]);
    expect(page.body.result.utilities).toHaveLength(refs.utils.length);
  });

  it('reorders and trims the gallery, changes utilities and refuses a taken permalink, all in the audit trail', async () => {
    const [mine] = (await c.admin('/v1/admin/project/search', { body: { keyword: 'song hong xanh' } })).body.result.items as AdminProject[];
    const id = mine!.id;
    const [other] = await c.t.db.query<{ permalink: string }>('select permalink from projects where id <> $1 limit 1', [id]);
    const taken = await c.admin(`/v1/admin/project/${id}`, {
      method: 'PUT',
      body: { ...valid(), permalink: other!.permalink },
      language: 'en',
    });
    expect(taken.status).toBe(400);
    expect(fieldsOf(taken)).toEqual([['permalink', 'This permalink is already used, please choose another']]);

    const reordered = await c.admin(`/v1/admin/project/${id}`, {
      method: 'PUT',
      body: {
        ...valid(),
        permalink: 'song-hong-xanh',
        gallery: [valid().gallery[1], valid().gallery[0]].slice(0, 1),
        utility_ids: [refs.utils[0]],
      },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.result).toMatchObject({
      permalink: 'song-hong-xanh',
      cover_url: 'https://cdn.example.vn/b.jpg',
      utility_ids: [refs.utils[0]],
    });
    expect(reordered.body.result.gallery.map((picture: { url: string }) => picture.url)).toEqual(['https://cdn.example.vn/b.jpg']);

    const off = await c.admin(`/v1/admin/project/change-active?id=${id}&active=false`, { method: 'PUT' });
    expect(off.body.result.active).toBe(false);
    expect((await call(c.t.app, '/v1/public/projects/song-hong-xanh')).status).toBe(404);
    const hidden = await call(c.t.app, `/v1/public/investors/${refs.investor}?page_size=100`);
    expect(hidden.body.result.projects.items.map((project: { id: number }) => project.id)).not.toContain(id);

    const trail = await c.admin(`/v1/admin/audit/project/${id}`);
    const entries = trail.body.result.items as AuditEntry[];
    expect(entries.map((entry) => entry.action)).toEqual(['deactivate', 'update', 'create']);
    expect(entries[1]!.after).toMatchObject({ gallery: ['https://cdn.example.vn/b.jpg'], permalink: 'song-hong-xanh' });
  });

  it('searches by title without diacritics and by its references', async () => {
    const found = await c.admin('/v1/admin/project/search?sort=title,asc', {
      body: { keyword: 'SONG HONG xanh', investor_id: refs.investor, province_id: refs.province, hot: true, active: false },
    });
    expect(found.body.result.items.map((project: AdminProject) => project.permalink)).toEqual(['song-hong-xanh']);
    const byType = await c.admin('/v1/admin/project/search?page_size=5', { body: { project_type_id: refs.type } });
    expect(byType.body.result.items.every((project: AdminProject) => project.project_type?.id === refs.type)).toBe(true);
  });

  it('offers approved, unlocked ambassadors and investors to choose, plus the one a project holds', async () => {
    const ambassadors = (await c.admin('/v1/admin/project/ambassador-options')).body.result as AdminOption[];
    expect(ambassadors.map((option) => option.id)).toContain(refs.ambassador);
    expect(ambassadors.map((option) => option.id)).not.toContain(lockedAmbassador);
    const held = (await c.admin(`/v1/admin/project/ambassador-options?include=${lockedAmbassador}`)).body.result as AdminOption[];
    expect(held[0]).toMatchObject({ id: lockedAmbassador, active: false });
    const investors = (await c.admin('/v1/admin/project/investor-options?keyword=vin')).body.result as AdminOption[];
    expect(investors.length).toBeGreaterThan(0);
    expect(investors.every((option) => option.active)).toBe(true);
  });

  it('refuses bad projects with field messages in the caller’s language, storing nothing', async () => {
    const [before] = await c.t.db.query<{ n: number }>('select count(*)::int as n from projects');
    expect(fieldsOf(await create({ ...valid(), title: '', latitude: 91, longitude: 'đông', price: -1 }))).toEqual([
      ['title', 'Vui lòng nhập thông tin này'],
      ['latitude', 'Vĩ độ từ -90 đến 90'],
      ['longitude', 'Kinh độ từ -180 đến 180'],
      ['price', 'Giá là số không âm, tối đa 2 chữ số thập phân'],
    ]);
    expect(fieldsOf(await create({ ...valid(), latitude: '', price: 12.345 }, 'en'))).toEqual([
      ['price', 'The price is a number of at least 0 with at most 2 decimals'],
      ['latitude', 'Please give both the latitude and the longitude'],
    ]);
    expect(fieldsOf(await create({ ...valid(), title: '<script>alert(1)</script>', design_unit: '<a href=x>x</a>' }, 'en'))).toEqual([
      ['title', 'HTML tags are not allowed here'],
      ['design_unit', 'HTML tags are not allowed here'],
    ]);
    expect(
      fieldsOf(await create({ ...valid(), gallery: [{ url: 'javascript:alert(1)' }, { url: '/files/../../etc/passwd' }] }, 'en')),
    ).toEqual([
      ['gallery.0.url', 'The picture link must start with https://'],
      ['gallery.1.url', 'The picture link must start with https://'],
    ]);
    const many = Array.from({ length: 51 }, (_, index) => ({ url: `/files/images/${index}.jpg` }));
    expect(fieldsOf(await create({ ...valid(), gallery: many }))).toEqual([['gallery', 'Thư viện ảnh tối đa 50 ảnh']]);
    expect(fieldsOf(await create({ ...valid(), ambassador_id: lockedAmbassador }, 'en'))).toEqual([
      ['ambassador_id', 'This ambassador is not approved or is locked'],
    ]);
    expect(fieldsOf(await create({ ...valid(), investor_id: 2_000_000 }))).toEqual([['investor_id', 'Mục đã chọn không tồn tại']]);
    expect(fieldsOf(await create({ ...valid(), utility_ids: [2_000_000] }))).toEqual([['utility_ids', 'Mục đã chọn không tồn tại']]);
    expect((await create({ ...valid(), utility_ids: 'tất cả' })).status).toBe(400);
    expect((await create({ ...valid(), hot: 'yes' })).status).toBe(400);
    expect((await create({ ...valid(), search_text: 'x' })).status).toBe(400);
    const [after] = await c.t.db.query<{ n: number }>('select count(*)::int as n from projects');
    expect(after!.n).toBe(before!.n);
  });

  it('answers 404 for an unknown project and 400 for bad ids', async () => {
    const missing = await c.admin('/v1/admin/project/2000000', { language: 'en' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This project does not exist.');
    expect((await c.admin('/v1/admin/project/12.5')).status).toBe(400);
    expect((await c.admin('/v1/admin/project/change-active?id=abc&active=true', { method: 'PUT' })).status).toBe(400);
  });
});

describe('staff manage the project lists', () => {
  it('adds, renames and deactivates a utility; a deactivated one leaves the public lists and pages at once', async () => {
    c.web.tags.length = 0;
    const created = await c.admin('/v1/admin/project-util', { body: { name: 'Bể bơi vô cực', name_en: 'Infinity pool' } });
    expect(created.status).toBe(200);
    const entry = created.body.result as AdminProjectListEntry;
    expect(entry).toMatchObject({ name: 'Bể bơi vô cực', code: 'be-boi-vo-cuc', active: true, project_count: 0 });
    expect(c.web.tags).toEqual([['projects', 'investors', 'ambassadors']]);

    const renamed = await c.admin(`/v1/admin/project-util/${entry.id}`, {
      method: 'PUT',
      body: { name: 'Hồ bơi vô cực', name_en: 'Infinity pool' },
    });
    expect(renamed.body.result).toMatchObject({ name: 'Hồ bơi vô cực', code: 'be-boi-vo-cuc' });
    const publicList = async () =>
      ((await call(c.t.app, '/v1/public/project-util')).body.result.items as { id: number }[]).map((item) => item.id);
    expect(await publicList()).toContain(entry.id);
    await c.admin(`/v1/admin/project-util/change-active?id=${entry.id}&active=false`, { method: 'PUT' });
    expect(await publicList()).not.toContain(entry.id);
    const all = (await c.admin('/v1/admin/project-util')).body.result as AdminProjectListEntry[];
    expect(all.find((item) => item.id === entry.id)).toMatchObject({ active: false });
    expect(fieldsOf(await create({ ...valid(), utility_ids: [entry.id] }))).toEqual([['utility_ids', 'Mục đã chọn không tồn tại']]);

    const trail = await c.admin(`/v1/admin/audit/project_util/${entry.id}`);
    expect((trail.body.result.items as AuditEntry[]).map((item) => item.action)).toEqual(['deactivate', 'update', 'create']);
  });

  it('gives a second entry of the same name its own code, and refuses bad names', async () => {
    const first = await c.admin('/v1/admin/project-type', { body: { name: 'Nhà phố' } });
    const second = await c.admin('/v1/admin/project-type', { body: { name: 'Nhà phố' } });
    expect(second.body.result.code).not.toBe(first.body.result.code);
    expect(fieldsOf(await c.admin('/v1/admin/project-state', { body: { name: '' }, language: 'en' }))).toEqual([
      ['name', 'Please enter your name'],
    ]);
    expect(fieldsOf(await c.admin('/v1/admin/project-state', { body: { name: '<i>x</i>' }, language: 'en' }))).toEqual([
      ['name', 'HTML tags are not allowed here'],
    ]);
    expect((await c.admin('/v1/admin/project-state/2000000', { method: 'PUT', body: { name: 'Mới' } })).status).toBe(404);
  });
});
