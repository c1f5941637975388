import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** JSON written without spaces, every character past ASCII as its escape: how the database keeps the cards. */
const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The reply's text as the API wrote it, not parsed. */
async function raw(url: string, body?: unknown): Promise<string> {
  const response = await t.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBe(200);
  return response.body;
}

describe('pages of cards joined by the database', () => {
  it('sends every public list and the report page as compact ASCII JSON: no space or line break between its parts, letters past ASCII escaped', async () => {
    const [report] = await t.db.query<{ permalink: string }>(`select permalink from reports where active and status = 'published' limit 1`);
    const [projects] = await t.db.query<{ ids: string }>(
      "select string_agg(id::text, ',') as ids from (select id from projects where active order by id desc limit 20) asked",
    );
    const replies = [
      await raw('/v1/public/projects/filter', {}),
      await raw('/v1/public/projects/advance-search', { sort: 'price,asc', page_size: 100 }),
      await raw(`/v1/public/projects?ids=${projects!.ids}`, {}),
      await raw('/v1/public/reports', { page: 1 }),
      await raw('/v1/public/blogs'),
      await raw(`/v1/public/reports/${report!.permalink}`),
    ];
    for (const text of replies) {
      const parsed = JSON.parse(text) as { result: { items?: unknown[] } };
      expect(parsed.result.items?.length ?? 1).toBeGreaterThan(0);
      // Written again without spaces, in the keys' own order and with the same escapes, the text is the same.
      expect(text).toBe(asciiJson(parsed));
    }
  });

  it('keeps any text in a card, emoji, quotes and backslashes too, and gives it back as it was written', async () => {
    const [project] = await t.db.query<{ id: number; title: string }>('select id, title from projects where active order by id limit 1');
    const title = 'Khu đô thị Sen Vàng 🌇 "Riverside" \\ Ánh Dương';
    await t.db.query('update projects set title = $1 where id = $2', [title, project!.id]);
    try {
      const text = await raw(`/v1/public/projects?ids=${project!.id}`, {});
      expect(text).toMatch(/^[\x20-\x7e]*$/);
      expect(text).toContain('Khu \\u0111\\u00f4 th\\u1ecb Sen V\\u00e0ng \\ud83c\\udf07 \\"Riverside\\" \\\\ \\u00c1nh D\\u01b0\\u01a1ng');
      const parsed = JSON.parse(text) as { result: { items: { title: string }[] } };
      expect(parsed.result.items[0]!.title).toBe(title);
    } finally {
      await t.db.query('update projects set title = $1 where id = $2', [project!.title, project!.id]);
    }
  });

  it('counts every row on a page past the end, which has no cards', async () => {
    const first = JSON.parse(await raw('/v1/public/reports', { page: 1 })) as { result: { total: number } };
    const past = JSON.parse(await raw('/v1/public/reports', { page: 999 })) as { result: { items: unknown[]; total: number } };
    expect(past.result.items).toEqual([]);
    expect(past.result.total).toBe(first.result.total);
    expect(first.result.total).toBeGreaterThan(0);
  });
});
