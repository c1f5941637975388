import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminInvestor } from '@app/contracts/admin-investors.js';
import type { AuditEntry } from '@app/contracts/admin-audit.js';
import type { Page } from '@app/contracts/envelope.js';
import { call } from '../accounts/account-helpers.js';
import { createCatalogue, fieldsOf, type Catalogue } from './catalogue-support.js';

let c: Catalogue;
let hanoi: { province: number; district: number };
let otherDistrict: number;

beforeAll(async () => {
  c = await createCatalogue();
  const [place] = await c.t.db.query<{ province: number; district: number }>(
    `select p.id as province, d.id as district from provinces p join districts d on d.province_id = p.id
     where p.active and d.active order by p.id, d.id limit 1`,
  );
  hanoi = place!;
  const [other] = await c.t.db.query<{ id: number }>('select id from districts where province_id <> $1 and active limit 1', [
    hanoi.province,
  ]);
  otherDistrict = other!.id;
});
afterAll(() => c.close());

const valid = () => ({
  name: 'Tập đoàn Đất Xanh Miền Bắc',
  company_name: 'Công ty Cổ phần Tập đoàn Đất Xanh Miền Bắc',
  logo_url: '/files/images/investors/dat-xanh.png',
  founding_year: 2003,
  website: 'https://datxanh.example.vn',
  address: '27 Đinh Bộ Lĩnh',
  province_id: hanoi.province,
  district_id: hanoi.district,
  email: 'LienHe@DatXanh.example.vn',
  phone: '028 6252 5252',
  stock_code: 'dxg',
  main_field: 'Bất động sản',
  secondary_field: 'Xây dựng',
  description: '<p>Nhà phát triển <strong>uy tín</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)">',
  active: true,
});

const create = (body: object, language = 'vi') => c.admin('/v1/admin/investor', { body, language });

describe('staff manage investors', () => {
  it('creates an investor with a permalink made from the Vietnamese name, sanitised text and every field, shown publicly at once', async () => {
    c.web.tags.length = 0;
    const reply = await create(valid());
    expect(reply.status).toBe(200);
    const created = reply.body.result as AdminInvestor;
    expect(created).toMatchObject({
      name: 'Tập đoàn Đất Xanh Miền Bắc',
      permalink: 'tap-doan-dat-xanh-mien-bac',
      logo_url: '/files/images/investors/dat-xanh.png',
      founding_year: 2003,
      email: 'lienhe@datxanh.example.vn',
      stock_code: 'DXG',
      province: { id: hanoi.province },
      district: { id: hanoi.district },
      project_count: 0,
      active: true,
    });
    expect(created.description).toContain('<strong>uy tín</strong>');
    expect(created.description).not.toMatch(/script|onerror/);
    expect(c.web.tags).toEqual([['investors', 'projects']]);

    const page = await call(c.t.app, `/v1/public/investors/${created.permalink}`);
    expect(page.status).toBe(200);
    expect(page.body.result).toMatchObject({ id: created.id, stock_code: 'DXG', project_count: 0 });

    const again = await create({ ...valid(), stock_code: '' });
    expect(again.body.result.permalink).toBe('tap-doan-dat-xanh-mien-bac-2');
  });

  it('searches by name without diacritics, stock code, province and flag, sorted as asked', async () => {
    const found = await c.admin('/v1/admin/investor/search?sort=name,asc&page_size=50', { body: { keyword: 'dat xanh mien' } });
    expect(found.status).toBe(200);
    const items = (found.body.result as Page<AdminInvestor>).items;
    expect(items.map((investor) => investor.permalink)).toEqual(['tap-doan-dat-xanh-mien-bac', 'tap-doan-dat-xanh-mien-bac-2']);
    const byCode = await c.admin('/v1/admin/investor/search', { body: { keyword: 'DXG', province_id: hanoi.province, active: true } });
    expect(byCode.body.result.items.map((investor: AdminInvestor) => investor.permalink)).toContain('tap-doan-dat-xanh-mien-bac');
    const counted = await c.admin('/v1/admin/investor/search?sort=project_count,desc&page_size=1', { body: {} });
    const [busiest] = await c.t.db.query<{ n: number }>(
      'select count(*)::int as n from projects group by investor_id order by count(*) desc limit 1',
    );
    expect(counted.body.result.items[0].project_count).toBe(busiest!.n);
    expect((await c.admin('/v1/admin/investor/search?sort=password,asc', { body: {} })).status).toBe(400);
  });

  it('edits, keeps or changes the permalink, refuses a taken one, and hides and shows the investor, all in the audit trail', async () => {
    const [first] = (await c.admin('/v1/admin/investor/search?sort=id,asc', { body: { keyword: 'dat xanh mien bac' } })).body.result
      .items as AdminInvestor[];
    const id = first!.id;
    const taken = await c.admin(`/v1/admin/investor/${id}`, {
      method: 'PUT',
      body: { ...valid(), permalink: 'tap-doan-dat-xanh-mien-bac-2' },
      language: 'en',
    });
    expect(taken.status).toBe(400);
    expect(fieldsOf(taken)).toEqual([['permalink', 'This permalink is already used, please choose another']]);

    const kept = await c.admin(`/v1/admin/investor/${id}`, {
      method: 'PUT',
      body: { ...valid(), permalink: first!.permalink, name: 'Đất Xanh Bắc' },
    });
    expect(kept.body.result).toMatchObject({ name: 'Đất Xanh Bắc', permalink: first!.permalink });
    const renamed = await c.admin(`/v1/admin/investor/${id}`, { method: 'PUT', body: { ...valid(), permalink: 'dat-xanh-bac' } });
    expect(renamed.body.result.permalink).toBe('dat-xanh-bac');

    c.web.tags.length = 0;
    const off = await c.admin(`/v1/admin/investor/change-active?id=${id}&active=false`, { method: 'PUT' });
    expect(off.body.result.active).toBe(false);
    expect(c.web.tags).toEqual([['investors', 'projects']]);
    expect((await call(c.t.app, '/v1/public/investors/dat-xanh-bac')).status).toBe(404);
    expect((await c.admin(`/v1/admin/investor/${id}`)).body.result.active).toBe(false);
    await c.admin(`/v1/admin/investor/change-active?id=${id}&active=true`, { method: 'PUT' });
    expect((await call(c.t.app, '/v1/public/investors/dat-xanh-bac')).status).toBe(200);

    const trail = await c.admin(`/v1/admin/audit/investor/${id}`);
    expect((trail.body.result.items as AuditEntry[]).map((entry) => entry.action)).toEqual([
      'activate',
      'deactivate',
      'update',
      'update',
      'create',
    ]);
  });

  it('refuses bad investors with field messages in the caller’s language, storing nothing', async () => {
    const [before] = await c.t.db.query<{ n: number }>('select count(*)::int as n from investors');
    expect(fieldsOf(await create({ ...valid(), name: '  ', permalink: 'Có Dấu', founding_year: 1500 }))).toEqual([
      ['name', 'Vui lòng nhập tên'],
      ['permalink', 'Đường dẫn chỉ gồm chữ thường không dấu, chữ số và dấu gạch ngang'],
      ['founding_year', 'Giá trị quá nhỏ'],
    ]);
    expect(fieldsOf(await create({ ...valid(), name: '<b>Chủ đầu tư</b>', main_field: '<img src=x onerror=alert(1)>' }, 'en'))).toEqual([
      ['name', 'HTML tags are not allowed here'],
      ['main_field', 'HTML tags are not allowed here'],
    ]);
    expect(
      fieldsOf(
        await create(
          { ...valid(), website: 'javascript:alert(1)', logo_url: 'http://x.vn/a.png', email: 'a@', phone: 'gọi tôi', stock_code: 'Đ-1' },
          'en',
        ),
      ),
    ).toEqual([
      ['logo_url', 'The picture link must start with https://'],
      ['website', 'Invalid link'],
      ['email', 'Invalid email address'],
      ['phone', 'Invalid Vietnamese mobile number'],
      ['stock_code', 'A stock code has letters without accents and digits'],
    ]);
    expect(fieldsOf(await create({ ...valid(), name: 'x'.repeat(256), founding_year: 'năm ngoái' }, 'en'))).toEqual([
      ['name', 'At most 255 characters'],
      ['founding_year', 'The value must be a positive whole number'],
    ]);
    expect(fieldsOf(await create({ ...valid(), district_id: otherDistrict }, 'en'))).toEqual([
      ['district_id', 'This district is not in the chosen province'],
    ]);
    expect(fieldsOf(await create({ ...valid(), province_id: 2_000_000 }))).toEqual([['province_id', 'Mục đã chọn không tồn tại']]);
    expect((await create({ ...valid(), id: 5 })).status).toBe(400);
    expect((await create({ ...valid(), active: 'có' })).status).toBe(400);
    expect((await create([valid()])).status).toBe(400);
    expect((await create({ ...valid(), description: 'x'.repeat(200_001) })).status).toBe(400);
    const [after] = await c.t.db.query<{ n: number }>('select count(*)::int as n from investors');
    expect(after!.n).toBe(before!.n);
  });

  it('answers 404 for an unknown investor and 400 for a bad id', async () => {
    const missing = await c.admin('/v1/admin/investor/2000000', { language: 'en' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This investor does not exist.');
    expect((await c.admin('/v1/admin/investor/2000000', { method: 'PUT', body: valid() })).status).toBe(404);
    expect((await c.admin('/v1/admin/investor/abc')).status).toBe(400);
    expect((await c.admin('/v1/admin/investor/change-active?id=-1&active=true', { method: 'PUT' })).status).toBe(400);
    expect((await c.admin('/v1/admin/investor/change-active?id=1&active=maybe', { method: 'PUT' })).status).toBe(400);
  });
});
