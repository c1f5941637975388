import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingKeys } from '@app/contracts/settings';
import { openDatabase, type DbHandle } from '../../src/db/client.js';
import { runMigrations } from '../../src/db/migrate.js';
import { demoAccounts, seedDemo } from '../../src/db/seed/demo.js';
import { seedReference } from '../../src/db/seed/reference.js';
import { seedScale } from '../../src/db/seed/scale.js';
import { verifyPassword } from '../../src/lib/password.js';
import { MemoryStorage } from './memory-storage.js';

const SLOW = 300_000;

interface Target {
  name: string;
  open(): Promise<{ handle: DbHandle; dispose(): Promise<void> }>;
}

const pglite: Target = {
  name: 'PGlite',
  async open() {
    const handle = await openDatabase({ dataDir: 'memory://' });
    return { handle, dispose: () => handle.close() };
  },
};

/**
 * The pool's connections close a moment after `end()` resolves; forcing the drop would kill them
 * mid-goodbye, so wait until the server no longer counts them.
 */
async function dropWhenClosed(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A database of its own on the CI server, dropped afterwards. */
const postgres = (url: string): Target => ({
  name: 'PostgreSQL',
  async open() {
    const name = `seed_test_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: target.toString(), dataDir: '', poolSize: 4 });
    return {
      handle,
      async dispose() {
        await handle.close();
        await dropWhenClosed(admin, name);
        await admin.end();
      },
    };
  },
});

const targets = [pglite, ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : [])];

const tables = [
  'areas',
  'provinces',
  'districts',
  'blog_categories',
  'project_types',
  'project_utils',
  'project_states',
  'packages',
  'system_settings',
  'roles',
  'permission_items',
  'role_permissions',
  'users',
  'user_roles',
  'user_permissions',
  'ambassadors',
  'ambassador_provinces',
  'investors',
  'projects',
  'project_utilities',
  'project_media',
  'reports',
  'report_packages',
  'report_contents',
  'blogs',
  'reviews',
  'sub_reviews',
  'coupons',
  'contact_requests',
  'mail_subscriptions',
];

describe.each(targets)('seeding on $name', { timeout: SLOW }, (target) => {
  let handle: DbHandle;
  let dispose: () => Promise<void>;
  const storage = new MemoryStorage();

  // Both drivers answer raw SQL with `rows`; the shared Db type cannot say so.
  const rows = async <T>(query: string): Promise<T[]> => ((await handle.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  const countOf = async (table: string): Promise<number> =>
    (await rows<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;
  const counts = async () => Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await countOf(table)] as const)));

  beforeAll(async () => {
    ({ handle, dispose } = await target.open());
    await runMigrations(handle);
    await seedReference(handle.db);
    await seedDemo(handle.db, storage);
  }, SLOW);

  afterAll(async () => {
    await dispose?.();
  });

  it('loads the pre-2025 geography and the 34 units since 1 July 2025 into three regions', async () => {
    expect(await countOf('provinces')).toBe(63 + 34);
    expect(await countOf('districts')).toBe(705);
    const regions = await rows<{ code: string; former: number; units: number }>(
      `SELECT a.code, count(p.id) FILTER (WHERE p.generation = 1)::int AS former, count(p.id) FILTER (WHERE p.generation = 2)::int AS units
       FROM areas a JOIN provinces p ON p.area_id = a.id GROUP BY a.code ORDER BY a.code`,
    );
    expect(regions).toEqual([
      { code: 'central', former: 19, units: 11 },
      { code: 'north', former: 25, units: 15 },
      { code: 'south', former: 19, units: 8 },
    ]);
    const hanoi = await rows<{ name: string; districts: number }>(
      "SELECT p.name, count(d.id)::int AS districts FROM provinces p JOIN districts d ON d.province_id = p.id WHERE p.code = '01' GROUP BY p.name",
    );
    expect(hanoi).toEqual([{ name: 'Hà Nội', districts: 30 }]);
  });

  it('has the blog categories 17 to 30 with their parents', async () => {
    const categories = await rows<{ id: number; parent_id: number | null }>(
      'SELECT id, parent_id FROM blog_categories WHERE id BETWEEN 17 AND 30 ORDER BY id',
    );
    expect(categories.map((c) => c.id)).toEqual([17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    const parentOf = Object.fromEntries(categories.map((c) => [c.id, c.parent_id]));
    for (const id of [17, 18, 19, 20, 21]) expect(parentOf[id]).toBeNull();
    for (const id of [22, 23, 24, 25]) expect(parentOf[id]).toBe(18);
    for (const id of [26, 27, 28, 29, 30]) expect(parentOf[id]).toBe(21);
  });

  it('has the free, Basic and Premium packages with fixed ids', async () => {
    const packages = await rows<{ id: number; level: number; is_free: boolean; price: number }>(
      'SELECT id, level, is_free, price FROM packages ORDER BY id',
    );
    expect(packages.map(({ id, level, is_free }) => ({ id, level, is_free }))).toEqual([
      { id: 1, level: 0, is_free: true },
      { id: 2, level: 2, is_free: false },
      { id: 3, level: 3, is_free: false },
    ]);
    expect(Number(packages[2]?.price)).toBeGreaterThan(Number(packages[1]?.price));
  });

  it('stores every setting key and gives the administrator role every item', async () => {
    const names = (await rows<{ name: string }>('SELECT name FROM system_settings')).map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining([...settingKeys]));
    const adminItems = await rows<{ n: number }>(
      "SELECT count(*)::int AS n FROM role_permissions rp JOIN roles r ON r.id = rp.role_id WHERE r.code = 'ADMIN'",
    );
    expect(adminItems[0]?.n).toBe(await countOf('permission_items'));
  });

  it('loads the demo catalogue', async () => {
    expect(await countOf('investors')).toBe(20);
    expect(await countOf('projects')).toBe(60);
    expect(await countOf('reports')).toBe(40);
    expect(await countOf('blogs')).toBe(40);
    const misplaced = await rows<{ n: number }>(
      'SELECT count(*)::int AS n FROM projects p JOIN districts d ON d.id = p.district_id WHERE d.province_id <> p.province_id',
    );
    expect(misplaced[0]?.n).toBe(0);
    const utilities = await rows<{ min: number; max: number }>(
      'SELECT min(n)::int AS min, max(n)::int AS max FROM (SELECT count(*) AS n FROM project_utilities GROUP BY project_id) x',
    );
    expect(utilities[0]?.min).toBeGreaterThanOrEqual(3);
    expect(utilities[0]?.max).toBeLessThanOrEqual(6);
    expect(await countOf('reports WHERE project_id IS NOT NULL')).toBe(6);
    expect(await countOf('blogs WHERE category_id NOT BETWEEN 17 AND 30')).toBe(0);
  });

  it('gives every report content of all four formats in the right packages, with the files stored', async () => {
    const formats = await rows<{ report_id: number; formats: string; is_free: boolean; packages: string }>(
      `SELECT c.report_id, string_agg(DISTINCT c.format, ',' ORDER BY c.format) AS formats, r.is_free,
              string_agg(DISTINCT c.package_id::text, ',' ORDER BY c.package_id::text) AS packages
       FROM report_contents c JOIN reports r ON r.id = c.report_id GROUP BY c.report_id, r.is_free`,
    );
    expect(formats).toHaveLength(40);
    for (const report of formats) {
      expect(report.formats).toBe('archive,pdf,video,youtube');
      expect(report.packages).toBe(report.is_free ? '1' : '2,3');
    }
    const files = await rows<{ file_key: string; file_size: number; format: string; page_count: number | null }>(
      'SELECT file_key, file_size, format, page_count FROM report_contents WHERE file_key IS NOT NULL',
    );
    const magic: Record<string, string> = { pdf: '%PDF', archive: 'PK\u0003\u0004' };
    for (const file of files) {
      const stored = storage.files.get(file.file_key);
      expect(stored?.body.length).toBe(file.file_size);
      if (magic[file.format]) expect(stored?.body.subarray(0, 4).toString('latin1')).toBe(magic[file.format]);
      if (file.format === 'video') expect(stored?.body.subarray(4, 8).toString('latin1')).toBe('ftyp');
      if (file.format === 'pdf') expect(file.page_count).toBeGreaterThanOrEqual(3);
    }
    const images = [...storage.files.entries()].filter(([key]) => key.startsWith('images/'));
    expect(images.every(([, file]) => file.contentType === 'image/png')).toBe(true);
    expect(images.reduce((sum, [, file]) => sum + file.body.length, 0)).toBeLessThan(5 * 1024 * 1024);
  });

  it('signs the demo accounts in with their passwords and gives them their roles', async () => {
    for (const account of demoAccounts) {
      const [user] = await rows<{ password_hash: string; roles: string }>(
        `SELECT u.password_hash, string_agg(r.code, ',') AS roles FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
         WHERE u.username = '${account.username}' GROUP BY u.password_hash`,
      );
      expect(user?.roles).toBe(account.role);
      expect(await verifyPassword(user?.password_hash ?? '', account.password)).toBe(true);
      expect(await verifyPassword(user?.password_hash ?? '', `${account.password}x`)).toBe(false);
    }
    const ambassador = await rows<{ registration_status: string; status: string; provinces: number; projects: number }>(
      `SELECT a.registration_status, a.status,
              (SELECT count(*)::int FROM ambassador_provinces ap WHERE ap.ambassador_id = a.id) AS provinces,
              (SELECT count(*)::int FROM projects p WHERE p.ambassador_id = a.id) AS projects
       FROM ambassadors a JOIN users u ON u.id = a.user_id WHERE u.username = 'daisu'`,
    );
    expect(ambassador).toEqual([{ registration_status: 'approved', status: 'active', provinces: 2, projects: expect.any(Number) }]);
    expect(ambassador[0]?.projects).toBeGreaterThan(0);
    expect(await countOf("user_permissions up JOIN users u ON u.id = up.user_id WHERE u.username = 'staff'")).toBeGreaterThanOrEqual(3);
  });

  it('changes nothing when both seeds run again', async () => {
    const before = await counts();
    const files = storage.files.size;
    await seedReference(handle.db);
    await seedDemo(handle.db, storage);
    expect(await counts()).toEqual(before);
    expect(storage.files.size).toBe(files);
    const [next] = await rows<{ id: number }>("INSERT INTO blog_categories (name, slug) VALUES ('Thử', 'thu-nghiem') RETURNING id");
    expect(next?.id).toBeGreaterThan(30);
  });

  it('adds a synthetic catalogue at scale', async () => {
    const projects = await countOf('projects');
    const reports = await countOf('reports');
    const indexes = "pg_indexes WHERE tablename IN ('investors', 'projects', 'reports', 'report_packages')";
    const indexCount = await countOf(indexes);
    await seedScale(handle.db, 500);
    expect(await countOf(indexes)).toBe(indexCount);
    expect(await countOf('projects')).toBe(projects + 500);
    expect(await countOf('reports')).toBe(reports + 500);
    expect(await countOf('reports r WHERE NOT EXISTS (SELECT 1 FROM report_packages rp WHERE rp.report_id = r.id)')).toBe(0);
    const [sample] = await rows<{ search_text: string }>('SELECT search_text FROM projects ORDER BY id DESC LIMIT 1');
    // The search text is kept by a trigger without diacritics, so benchmarks search realistic words.
    expect(sample?.search_text).toMatch(/^[a-z0-9 ,./-]+$/);
  });
});
