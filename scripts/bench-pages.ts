/**
 * `npm run bench:pages`: Lighthouse (mobile, simulated throttling) three times on each public page
 * of TARGETS.md, printing the median performance score, CLS, FCP, LCP and TBT, and the first-load
 * JavaScript of each page (the scripts its HTML loads, gzip-compressed; `nomodule` polyfills are left
 * out, as every browser that runs modules skips them). The observed first paint is the unthrottled
 * one the simulation starts from: everything the page requested before it counts against the
 * simulated paint times, so a late one there explains a low score.
 *
 * Uses E2E_BASE_URL when set; otherwise starts the product with `npm start` (WEB_PORT, API_PORT,
 * WEB_DIST_DIR and DATA_DIR as usual) and stops it at the end. Chrome: CHROME_PATH (default
 * /usr/bin/chromium). RUNS changes the number of runs per page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS } from '../e2e/chromium-flags.ts';

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const runs = Number(process.env.RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.error(`Chromium is missing at ${chromePath}: run \`sudo apt-get install -y chromium\` or set CHROME_PATH.`);
  process.exit(1);
}
const chromeFlags = ['--headless', ...CHROMIUM_FLAGS].join(' ');
const lighthouseCli = createRequire(path.join(root, 'e2e/package.json')).resolve('lighthouse/cli/index.js');

interface Measure {
  score: number;
  cls: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** When the first paint reached the screen in the unthrottled recording the simulation starts from. */
  observedFcp: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function startProduct(): Promise<{ baseUrl: string; child: ChildProcess | null }> {
  if (process.env.E2E_BASE_URL) return { baseUrl: process.env.E2E_BASE_URL.replace(/\/+$/, ''), child: null };
  const port = process.env.WEB_PORT ?? '3000';
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://localhost:${port}`;
  await waitFor(baseUrl, 900_000);
  return { baseUrl, child };
}

async function apiItems<T>(baseUrl: string, apiPath: string, body?: unknown): Promise<T[]> {
  const response = await fetch(`${baseUrl}/api${apiPath}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return ((await response.json()) as { result: { items: T[] } }).result.items;
}

/** The page's own scripts, as its HTML loads them, gzip-compressed as the server would send them. */
async function firstLoadJsBytes(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const tags = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1]!).filter((attributes) => !/\bnoModule\b/i.test(attributes));
  const sources = new Set(tags.flatMap((attributes) => attributes.match(/\bsrc="([^"]+)"/)?.[1] ?? []));
  let total = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, url))).arrayBuffer());
    total += gzipSync(body).length;
  }
  return total;
}

function lighthouse(url: string): Promise<Measure> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--output=json',
        '--output-path=stdout',
        '--only-categories=performance',
        '--quiet',
        `--chrome-flags=${chromeFlags}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`Lighthouse exited with ${code} on ${url}`));
      const report = JSON.parse(output) as {
        categories: { performance: { score: number } };
        audits: Record<string, { numericValue?: number; details?: { items?: { observedFirstContentfulPaint?: number }[] } }>;
      };
      resolve({
        score: Math.round(report.categories.performance.score * 100),
        cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        fcp: report.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        lcp: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        observedFcp: report.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? Number.NaN,
      });
    });
  });
}

const { baseUrl, child } = await startProduct();
try {
  const [report] = await apiItems<{ permalink: string }>(baseUrl, '/v1/public/reports', { page: 1, page_size: 1 });
  const [project] = await apiItems<{ permalink: string }>(baseUrl, '/v1/public/projects/filter', { page: 1, page_size: 1 });
  const pages: [string, string][] = [
    ['home', '/'],
    ['report list', '/reports'],
    ['report detail', `/reports/${report?.permalink ?? ''}`],
    ['project report', `/reports/project/${project?.permalink ?? ''}`],
    ['blog list', '/tin-tuc'],
  ];

  console.log(`Lighthouse mobile, median of ${runs} runs, on ${baseUrl}\n`);
  console.log('page            perf   CLS     FCP (ms)  LCP (ms)  TBT (ms)  first-load JS (KB gzip)  observed FCP (ms)');
  for (const [name, pagePath] of pages) {
    const url = `${baseUrl}${pagePath}`;
    // One visit first, so the server's data cache is warm as it is for real visitors.
    await fetch(url);
    const measures: Measure[] = [];
    for (let run = 0; run < runs; run += 1) measures.push(await lighthouse(url));
    const js = await firstLoadJsBytes(url);
    console.log(
      [
        name.padEnd(15),
        String(median(measures.map((m) => m.score))).padStart(4),
        median(measures.map((m) => m.cls))
          .toFixed(3)
          .padStart(7),
        Math.round(median(measures.map((m) => m.fcp)))
          .toString()
          .padStart(9),
        Math.round(median(measures.map((m) => m.lcp)))
          .toString()
          .padStart(10),
        Math.round(median(measures.map((m) => m.tbt)))
          .toString()
          .padStart(9),
        (js / 1024).toFixed(1).padStart(12),
        Math.round(median(measures.map((m) => m.observedFcp)))
          .toString()
          .padStart(22),
      ].join('  '),
    );
  }
} finally {
  child?.kill('SIGTERM');
}
