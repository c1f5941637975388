import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareVietnamese } from '@app/contracts/search.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call } from '../accounts/account-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('public investors', () => {
  it('reads an investor by permalink or id with the number of active projects and a page of them, hot first', async () => {
    const [row] = await t.db.query<{ id: number; permalink: string; n: number }>(
      `select i.id, i.permalink, count(p.id)::int as n from investors i join projects p on p.investor_id = i.id and p.active
       group by i.id order by count(p.id) desc, i.id limit 1`,
    );
    const { status, body } = await call(t.app, `/v1/public/investors/${row!.permalink}?page_size=2`);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ id: row!.id, permalink: row!.permalink, project_count: row!.n, name: expect.any(String) });
    expect(body.result.projects).toMatchObject({ total: row!.n, page: 1, page_size: 2 });
    expect(body.result.projects.items).toHaveLength(2);
    expect(body.result.projects.items.every((p: { investor: { id: number } }) => p.investor.id === row!.id)).toBe(true);
    const all = await call(t.app, `/v1/public/investors/${row!.id}?page_size=100`);
    const hot = all.body.result.projects.items.map((p: { hot: boolean }) => p.hot);
    expect(hot).toEqual([...hot].sort((a, b) => Number(b) - Number(a)));

    const [project] = await t.db.query<{ id: number }>('select id from projects where investor_id = $1 and active limit 1', [row!.id]);
    await t.db.query('update projects set active = false where id = $1', [project!.id]);
    const fewer = await call(t.app, `/v1/public/investors/${row!.id}`);
    expect(fewer.body.result.project_count).toBe(row!.n - 1);
    await t.db.query('update projects set active = true where id = $1', [project!.id]);
  });

  it('answers 404 for an inactive or unknown investor', async () => {
    const [row] = await t.db.query<{ id: number; permalink: string }>('select id, permalink from investors order by id limit 1');
    await t.db.query('update investors set active = false where id = $1', [row!.id]);
    expect((await call(t.app, `/v1/public/investors/${row!.permalink}`)).status).toBe(404);
    expect((await call(t.app, `/v1/public/investors/${row!.id}`)).status).toBe(404);
    await t.db.query('update investors set active = true where id = $1', [row!.id]);
    const unknown = await call(t.app, '/v1/public/investors/khong-co', { language: 'en' });
    expect(unknown.body).toMatchObject({ code: 404, message: 'This address does not exist.' });
  });

  it('lists investors in Vietnamese order and finds them without diacritics', async () => {
    const { body } = await call(t.app, '/v1/public/investors?page_size=100');
    const names: string[] = body.result.items.map((i: { name: string }) => i.name);
    expect(names).toEqual([...names].sort(compareVietnamese));
    const found = await call(t.app, '/v1/public/investors?keyword=dat%20xanh');
    expect(found.body.result.items[0].name).toBe('Đất Xanh');
    expect((await call(t.app, '/v1/public/investors?page=0')).body.errors[0]).toMatchObject({ field: 'page' });
  });
});
