import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { demoAccounts } from '../src/db/seed/demo/accounts.js';
import { seedScale } from '../src/db/seed/scale.js';
import { LocalStorage } from '../src/lib/storage/local-storage.js';
import { seedAdminScale, seedCatalogueAdminScale } from './admin-data.js';

/**
 * The admin searches and the dashboard over `--scale N` generated reports (with their contents),
 * projects, news posts, reviews, customers, orders, MoMo attempts and contact requests, and the
 * investors, ambassadors and places that go with them, on PostgreSQL: one staff member, requests
 * one after another, p50 and p99 of each.
 *
 *   npm run bench:admin -- [--scale 100000] [--times 50] [--port 5200] [--keep]
 *
 * `--keep` leaves the generated database in place and prints its address, to read query plans on it.
 */
const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '100000' },
    times: { type: 'string', default: '50' },
    port: { type: 'string', default: '0' },
    keep: { type: 'boolean', default: false },
  },
  strict: true,
});
const scale = Number(values.scale);
const times = Math.max(5, Number(values.times));
if (!Number.isInteger(scale) || scale < 1) throw new Error(`--scale needs a whole number above 0, got "${values.scale}"`);

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.resolve(here, '../../../node_modules/.bin/tsx');

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(tsx, [path.join(here, 'bench-server.ts'), 'app'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the API did not start in time')), 300_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (!match) return;
      clearTimeout(timer);
      resolve({ url: `http://127.0.0.1:${match[1]}`, child });
    });
    child.on('exit', (code) => reject(new Error(`the API exited with ${code}`)));
  });
}

async function time(base: string, token: string, target: Target, count: number) {
  const samples: number[] = [];
  let total = 0;
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const reply = await fetch(base + target.path, {
      method: target.method ?? 'GET',
      headers: { authorization: `Bearer ${token}`, ...(target.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: target.body === undefined ? undefined : JSON.stringify(target.body),
    });
    const body = (await reply.json()) as { result?: { total?: number; totals?: { orders: number } } };
    samples.push(performance.now() - started);
    if (reply.status !== 200) throw new Error(`${target.name}: HTTP ${reply.status} ${JSON.stringify(body)}`);
    total = body.result?.total ?? body.result?.totals?.orders ?? 0;
  }
  samples.sort((a, b) => a - b);
  const at = (share: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * share))]!;
  return { p50: at(0.5), p99: at(0.99), total };
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
const vietnamDay = (daysAgo: number) => new Date(Date.now() + 7 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const workDir = await mkdtemp(path.join(tmpdir(), 'admin-bench-'));
  const database = `admin_bench_${randomBytes(4).toString('hex')}`;
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${database}`;
  const databaseUrl = parsed.toString();
  let server: ChildProcess | undefined;
  await admin((client) => client.query(`CREATE DATABASE ${database}`));
  try {
    console.log(`Preparing ${database}: migrations, reference and demo data, then ${scale} of each ...`);
    const handle = await openDatabase({ databaseUrl, dataDir: 'memory://', poolSize: 4 });
    await prepareDatabase(handle, new LocalStorage(path.join(workDir, 'files')), { demo: true });
    const started = performance.now();
    await seedScale(handle.db, scale);
    await seedAdminScale(handle, scale);
    await seedCatalogueAdminScale(handle, scale);
    // As autovacuum leaves a table at rest: without it, counts read every row instead of an index alone.
    await handle.exec('VACUUM ANALYZE');
    // Filters on real ids: the province with the most reports, the investor with the most projects, a report with contents.
    const [ids] = await handle.query<{ province: number; investor: number; report: number }>(`
      SELECT (SELECT province_id FROM reports GROUP BY province_id ORDER BY count(*) DESC LIMIT 1) AS province,
             (SELECT investor_id FROM projects GROUP BY investor_id ORDER BY count(*) DESC LIMIT 1) AS investor,
             (SELECT max(report_id) FROM report_contents) AS report`);
    console.log(`generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await handle.close();
    const { province: busiestProvince, investor: someInvestor, report: someReport } = ids!;

    const api = await startServer({ BENCH_DB_URL: databaseUrl, BENCH_DATA_DIR: workDir, BENCH_PORT: values.port ?? '0' });
    server = api.child;
    const staff = demoAccounts.find((account) => account.role === 'ADMIN')!;
    // Signed in again for every search: a whole run outlasts one access token.
    const signIn = async () => {
      const reply = await fetch(`${api.url}/auth/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: staff.username, password: staff.password }),
      });
      if (!reply.ok) throw new Error(`signing in as ${staff.username}: HTTP ${reply.status}`);
      return ((await reply.json()) as { result: { token: string } }).result.token;
    };

    const month = { from: vietnamDay(30), to: vietnamDay(0) };
    const year = { from: vietnamDay(365), to: vietnamDay(0) };
    const targets: Target[] = [
      { name: 'users: no filter, page 1', path: '/v1/admin/users/search', method: 'POST', body: {} },
      { name: 'users: keyword "nguyen van"', path: '/v1/admin/users/search', method: 'POST', body: { keyword: 'nguyen van' } },
      { name: 'users: inactive, page 100', path: '/v1/admin/users/search?page=100', method: 'POST', body: { status: 'inactive' } },
      { name: 'orders: no filter, page 1', path: '/v1/admin/order/search', method: 'POST', body: {} },
      { name: 'orders: code "SV0004"', path: '/v1/admin/order/search', method: 'POST', body: { code: 'SV0004' } },
      { name: 'orders: buyer keyword "khach123"', path: '/v1/admin/order/search', method: 'POST', body: { keyword: 'khach123' } },
      {
        name: 'orders: paid by bank, last 30 days',
        path: '/v1/admin/order/search',
        method: 'POST',
        body: { status: 'paid', payment_method: 'bank_transfer', ...month },
      },
      { name: 'momo: no filter, page 1', path: '/v1/admin/order-momo/search', method: 'POST', body: {} },
      {
        name: 'momo: result 1006, last 30 days',
        path: '/v1/admin/order-momo/search',
        method: 'POST',
        body: { result_code: 1006, ...month },
      },
      { name: 'contacts: no filter, page 1', path: '/v1/admin/contact-request/search', method: 'POST', body: {} },
      {
        name: 'contacts: "download", text "bao cao"',
        path: '/v1/admin/contact-request/search',
        method: 'POST',
        body: { status: 'download', keyword: 'bao cao' },
      },
      { name: 'contacts: last 30 days, page 50', path: '/v1/admin/contact-request/search?page=50', method: 'POST', body: month },
      { name: 'coupons: no filter, page 1', path: '/v1/admin/coupon/search', method: 'POST', body: {} },
      {
        name: 'coupons: running, keyword "khuyến mãi"',
        path: '/v1/admin/coupon/search',
        method: 'POST',
        body: { state: 'running', keyword: 'khuyến mãi' },
      },
      { name: 'reports: no filter, page 1', path: '/v1/admin/report/search', method: 'POST', body: {} },
      { name: 'reports: keyword "can ho quan 7"', path: '/v1/admin/report/search', method: 'POST', body: { keyword: 'can ho quan 7' } },
      {
        name: 'reports: province, published, page 20',
        path: '/v1/admin/report/search?page=20',
        method: 'POST',
        body: { province_id: busiestProvince, status: 'published' },
      },
      { name: 'reports: premium, by title', path: '/v1/admin/report/search?sort=title,asc', method: 'POST', body: { is_free: false } },
      { name: 'packages: no filter', path: '/v1/admin/document-type/search', method: 'POST', body: {} },
      { name: 'contents: no filter, page 1', path: '/v1/admin/document/search', method: 'POST', body: {} },
      {
        name: 'contents: keyword "video chuyen gia"',
        path: '/v1/admin/document/search',
        method: 'POST',
        body: { keyword: 'video chuyen gia' },
      },
      {
        name: 'contents: PDFs of a package, page 50',
        path: '/v1/admin/document/search?page=50',
        method: 'POST',
        body: { format: 'pdf', package_id: 3 },
      },
      { name: 'contents: one report', path: '/v1/admin/document/search', method: 'POST', body: { report_id: someReport } },
      { name: 'investors: no filter, page 1', path: '/v1/admin/investor/search', method: 'POST', body: {} },
      { name: 'investors: keyword "phu gia"', path: '/v1/admin/investor/search', method: 'POST', body: { keyword: 'phu gia' } },
      {
        name: 'investors: by number of projects',
        path: '/v1/admin/investor/search?sort=project_count,desc',
        method: 'POST',
        body: {},
      },
      { name: 'projects: no filter, page 1', path: '/v1/admin/project/search', method: 'POST', body: {} },
      {
        name: 'projects: keyword "sen vang riverside"',
        path: '/v1/admin/project/search',
        method: 'POST',
        body: { keyword: 'sen vang riverside' },
      },
      {
        name: 'projects: province, hot, by price',
        path: '/v1/admin/project/search?sort=price,desc',
        method: 'POST',
        body: { province_id: busiestProvince, hot: true },
      },
      { name: "projects: an investor's", path: '/v1/admin/project/search', method: 'POST', body: { investor_id: someInvestor } },
      { name: 'areas: no filter', path: '/v1/admin/area/search', method: 'POST', body: {} },
      {
        name: 'provinces: units since 2025, "ha"',
        path: '/v1/admin/province/search',
        method: 'POST',
        body: { generation: 2, keyword: 'ha' },
      },
      { name: 'districts: keyword "quan", page 5', path: '/v1/admin/district/search?page=5', method: 'POST', body: { keyword: 'quan' } },
      { name: 'news: no filter, page 1', path: '/v1/admin/blog/search', method: 'POST', body: {} },
      { name: 'news: keyword "gia dat nen"', path: '/v1/admin/blog/search', method: 'POST', body: { keyword: 'gia dat nen' } },
      {
        name: 'news: category tree, vi, last 30 days',
        path: '/v1/admin/blog/search',
        method: 'POST',
        body: { category_id: 18, language: 'vi', ...month },
      },
      { name: 'news: tag "quy hoạch", page 20', path: '/v1/admin/blog/search?page=20', method: 'POST', body: { tag: 'quy hoạch' } },
      { name: 'news: scheduled', path: '/v1/admin/blog/search', method: 'POST', body: { scheduled: true } },
      { name: 'news categories: tree', path: '/v1/admin/blog-category/search', method: 'POST', body: {} },
      { name: 'reviews: no filter, page 1', path: '/v1/admin/review/search', method: 'POST', body: {} },
      { name: 'reviews: text "du lieu gia thue"', path: '/v1/admin/review/search', method: 'POST', body: { keyword: 'du lieu gia thue' } },
      { name: 'reviews: report "can ho", 1 star', path: '/v1/admin/review/search', method: 'POST', body: { report: 'can ho', rating: 1 } },
      { name: 'reviews: hidden, last 30 days', path: '/v1/admin/review/search', method: 'POST', body: { status: 'hidden', ...month } },
      { name: 'ambassadors: no filter, page 1', path: '/v1/admin/ambassador/search', method: 'POST', body: {} },
      {
        name: 'ambassadors: waiting, keyword "tran"',
        path: '/v1/admin/ambassador/search',
        method: 'POST',
        body: { registration_status: 'not_handled', keyword: 'tran' },
      },
      { name: 'dashboard: 30 days', path: `/v1/admin/dashboard?from=${month.from}&to=${month.to}` },
      { name: 'dashboard: 366 days', path: `/v1/admin/dashboard?from=${year.from}&to=${year.to}` },
    ];
    console.log(
      `\nAdmin on PostgreSQL over ${scale} reports, projects, contents, news posts, reviews, customers, orders and contact requests; one staff member, ${times} requests each`,
    );
    console.log(`${'request'.padEnd(42)} ${'p50'.padStart(10)} ${'p99'.padStart(10)} ${'rows'.padStart(8)}`);
    for (const target of targets) {
      const token = await signIn();
      await time(api.url, token, target, 3);
      const figures = await time(api.url, token, target, times);
      console.log(`${target.name.padEnd(42)} ${ms(figures.p50)} ${ms(figures.p99)} ${String(figures.total).padStart(8)}`);
    }
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.on('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (values.keep) console.log(`kept: ${databaseUrl}`);
    else await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    await rm(workDir, { recursive: true, force: true });
  }
}

await main();
