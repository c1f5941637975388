import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
  it('sends every public list and the report page as compact JSON: no space or line break between its parts', async () => {
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
      // Written again without spaces and in the keys' own order, the text is the same.
      expect(text).toBe(JSON.stringify(parsed));
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
