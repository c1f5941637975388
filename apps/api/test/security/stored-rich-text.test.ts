import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/db/migrate.js';
import { blogs, investors } from '../../src/db/schema/index.js';
import { sanitizeRichText } from '../../src/lib/rich-text.js';
import { call } from '../accounts/account-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // The report reply cache would otherwise hand back the reply read before the migration.
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: '0' });
});
afterAll(() => t.close());

const SCRIPTED =
  '<p>Bảng giá <strong>quý 3</strong></p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="jav&#x09;ascript:alert(3)">xem</a><iframe src="https://evil.example/"></iframe>';
const CLEAN = '<p>Bảng giá <strong>quý 3</strong></p><a>xem</a>';
const MIGRATION = '0001_clean-stored-rich-text';

/** Every stored rich-text column. */
const COLUMNS = [
  ['blogs', 'content'],
  ['reports', 'description'],
  ['reports', 'description_en'],
  ['projects', 'description'],
  ['projects', 'description_en'],
  ['investors', 'description'],
  ['investors', 'description_en'],
] as const;

async function firstId(sql: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(sql);
  return row!.id;
}

async function storedValues(): Promise<string[]> {
  const values: string[] = [];
  for (const [table, column] of COLUMNS) {
    const rows = await t.db.query<{ html: string }>(`SELECT ${column} AS html FROM ${table} WHERE ${column} IS NOT NULL`);
    values.push(...rows.map((row) => row.html));
  }
  const settings = await t.db.query<{ value: string }>(`SELECT value FROM system_settings WHERE name = 'about_page'`);
  return [...values, ...settings.map((row) => row.value)];
}

async function aboutPage(): Promise<string | undefined> {
  const reply = await call(t.app, '/v1/public/system-setting/search', { method: 'POST', body: ['about_page'] });
  return reply.body.result.items[0]?.value;
}

describe('rich text stored before the allowlist', () => {
  it('is cleaned once by the data migration, and the public API then serves it clean', async () => {
    const blog = await firstId(
      `SELECT id FROM blogs WHERE status = 'published' AND published_at <= now() AND language = 'vi' ORDER BY id LIMIT 1`,
    );
    const report = await firstId(`SELECT id FROM reports WHERE status = 'published' AND active ORDER BY id LIMIT 1`);
    const project = await firstId(`SELECT id FROM projects WHERE active ORDER BY id LIMIT 1`);
    const investor = await firstId(`SELECT id FROM investors WHERE active ORDER BY id LIMIT 1`);
    const [{ permalink } = { permalink: '' }] = await t.db.query<{ permalink: string }>('SELECT permalink FROM blogs WHERE id = $1', [
      blog,
    ]);

    // Written the way an older release or a hand-made fix could have, past the data layer.
    await t.db.query('UPDATE blogs SET content = $1 WHERE id = $2', [SCRIPTED, blog]);
    await t.db.query('UPDATE reports SET description = $1, description_en = $1 WHERE id = $2', [SCRIPTED, report]);
    await t.db.query('UPDATE projects SET description = $1, description_en = $1 WHERE id = $2', [SCRIPTED, project]);
    await t.db.query('UPDATE investors SET description = $1, description_en = $1 WHERE id = $2', [SCRIPTED, investor]);
    await t.db.query(`UPDATE system_settings SET value = $1 WHERE name = 'about_page'`, [SCRIPTED]);
    await t.db.query('DELETE FROM data_migrations WHERE name = $1', [MIGRATION]);
    expect((await call(t.app, `/v1/public/blogs/${permalink}`)).body.result.content).toBe(SCRIPTED);

    await runMigrations(t.db);

    expect((await call(t.app, `/v1/public/blogs/${permalink}`)).body.result.content).toBe(CLEAN);
    expect((await call(t.app, `/v1/public/reports/${report}`)).body.result).toMatchObject({ description: CLEAN, description_en: CLEAN });
    expect((await call(t.app, `/v1/public/projects/${project}`)).body.result).toMatchObject({ description: CLEAN, description_en: CLEAN });
    expect((await call(t.app, `/v1/public/investors/${investor}`)).body.result).toMatchObject({
      description: CLEAN,
      description_en: CLEAN,
    });
    expect(await aboutPage()).toBe(CLEAN);
    expect((await storedValues()).filter((html) => /<script|onerror|javascript|evil\.example/i.test(html))).toEqual([]);

    const [applied] = await t.db.query<{ applied_at: Date }>('SELECT applied_at FROM data_migrations WHERE name = $1', [MIGRATION]);
    expect(applied).toBeDefined();
    await runMigrations(t.db);
    expect(await t.db.query('SELECT applied_at FROM data_migrations WHERE name = $1', [MIGRATION])).toEqual([applied]);
  });

  it('every rich text written through the data layer is kept to the allowlist', async () => {
    const blog = await firstId('SELECT id FROM blogs ORDER BY id LIMIT 1');
    await t.db.db.update(blogs).set({ content: SCRIPTED }).where(eq(blogs.id, blog));
    const [investor] = await t.db.db
      .insert(investors)
      .values({ name: 'Nhà đầu tư thử', permalink: 'nha-dau-tu-thu-rich-text', description: SCRIPTED, descriptionEn: SCRIPTED })
      .returning({ id: investors.id });

    expect(await t.db.query('SELECT content FROM blogs WHERE id = $1', [blog])).toEqual([{ content: CLEAN }]);
    expect(await t.db.query('SELECT description, description_en FROM investors WHERE id = $1', [investor!.id])).toEqual([
      { description: CLEAN, description_en: CLEAN },
    ]);
  });

  it('the seeded rich text is already what the allowlist keeps', async () => {
    const values = await storedValues();
    expect(values.length).toBeGreaterThan(0);
    expect(values.filter((html) => sanitizeRichText(html) !== html)).toEqual([]);
  });
});
