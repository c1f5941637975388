/**
 * `npm run bench:pages`: Lighthouse (mobile, simulated throttling) five times on each public page
 * of TARGETS.md (and the English home), printing the median performance score, CLS, FCP, LCP and TBT, and the first-load
 * JavaScript of each page (the scripts its HTML loads, gzip-compressed; `nomodule` polyfills are left
 * out, as every browser that runs modules skips them). The observed first paint is the unthrottled
 * one the simulation starts from: everything the page requested before it counts against the
 * simulated paint times, so a late one there explains a low score. Style and layout is Lighthouse's
 * figure for the whole load: that recording's main-thread time for them, times its CPU slowdown (4),
 * as the simulation counts every layout before the largest paint; on Linux a font face that arrives
 * after the first layout turns much of it into font look-ups (decision 0172). The TBT is split by
 * where Lighthouse lays each long task: the page's document (its HTML, inline data, styles and
 * layout) or its script files (compiling, running, hydrating), which tells which of the two a page
 * should lose (decision 0179).
 *
 * The same run builds and measures a bare Next.js page (`scripts/bench-baseline`: one paragraph, no
 * providers, styles or fonts) with the shop's Next.js, served on BASELINE_PORT (default 3100). It is
 * the framework's floor on this machine: on these shared machines the absolute scores move by
 * several points from one day to the next, so each page is judged against it (see BAR below) and the
 * script prints PASS or FAIL for each figure and page, and exits with 1 when a page fails. A second
 * reference, not judged, is a page of plain HTML with the shop's two preloaded font files and the
 * home page's banner as its largest picture (`bench-baseline/public/floor.html`, the picture copied
 * from the running shop): what those alone cost in the simulation's network (decision 0177).
 *
 * Uses E2E_BASE_URL when set; otherwise starts the product with `npm start` (WEB_PORT, API_PORT,
 * WEB_DIST_DIR and DATA_DIR as usual) and stops it at the end. Chrome: CHROME_PATH (default
 * /usr/bin/chromium). RUNS changes the number of runs per page.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS } from '../e2e/chromium-flags.ts';
import { firstLoadScripts } from '../e2e/first-load-scripts.ts';

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const runs = Number(process.env.RUNS ?? 5);
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
  /** Style and layout on the main thread over the whole load, as Lighthouse scales it (4x the recording). */
  styleLayout: number;
  /** The blocking time of long tasks Lighthouse lays at the page's document: its HTML, inline scripts, styles and layout. */
  tbtDocument: number;
  /** The blocking time of long tasks Lighthouse lays at script files: their compiling, running and hydrating. */
  tbtScripts: number;
}

interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

/**
 * The total blocking time split by what Lighthouse lays each long task at, counted as it counts the
 * total: the part of each simulated task between the first contentful paint and the page being
 * interactive, beyond 50 ms. The two parts can add up to a little more than the total, which also
 * leaves out blocking it cannot place.
 */
function blockingBySource(tasks: LongTask[], documentUrl: string, fcp: number, interactive: number): { document: number; scripts: number } {
  const split = { document: 0, scripts: 0 };
  for (const task of tasks) {
    const end = task.startTime + task.duration;
    if (end <= fcp || task.startTime >= interactive) continue;
    const blocking = Math.max(0, end - Math.max(task.startTime, fcp) - 50);
    if (task.url === documentUrl) split.document += blocking;
    else if (task.url !== 'Unattributable') split.scripts += blocking;
  }
  return split;
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

/** Phones in Lighthouse's mobile run are 412 px wide at 1.75x: the shop sends them its 828 px candidate. */
const PHONE_PICTURE_WIDTH = 828;

/**
 * The home page's largest picture as the shop sends it to Lighthouse's phone (AVIF, the width its
 * srcset gives that screen) and the shop's font files, copied beside the baseline's `floor.html`.
 */
async function copyFloorAssets(baseUrl: string, publicDir: string): Promise<void> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  // The phone's picture: the preload without a media query, or the one for narrow screens.
  const preload = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /\bimageSrcSet="/i.test(tag) && (!/\bmedia="/i.test(tag) || /max-width/i.test(tag)))
    .map((tag) => /\bimageSrcSet="([^"]+)"/i.exec(tag)![1]!)[0];
  const candidate = preload
    ?.replaceAll('&amp;', '&')
    .split(', ')
    .map((entry) => entry.trim().split(' '))
    .find(([, width]) => width === `${PHONE_PICTURE_WIDTH}w`)?.[0];
  if (!candidate) throw new Error(`The home page preloads no ${PHONE_PICTURE_WIDTH}w picture to copy into the baseline`);
  const response = await fetch(new URL(candidate, baseUrl), { headers: { accept: 'image/avif,image/webp,*/*' } });
  if (response.headers.get('content-type') !== 'image/avif')
    throw new Error(`The home page's picture came as ${response.headers.get('content-type')}, not AVIF`);
  writeFileSync(path.join(publicDir, 'banner.avif'), Buffer.from(await response.arrayBuffer()));
  for (const weight of [400, 700]) {
    const font = `be-vietnam-pro-${weight}.woff2`;
    copyFileSync(path.join(root, 'apps/web/src/fonts', font), path.join(publicDir, font));
  }
}

/** Builds the bare pages with the shop's Next.js, then serves them until the benchmark ends. */
async function startBaseline(productUrl: string): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = process.env.BASELINE_PORT ?? '3100';
  const cwd = path.join(root, 'scripts/bench-baseline');
  await copyFloorAssets(productUrl, path.join(cwd, 'public'));
  const nextBin = createRequire(path.join(root, 'apps/web/package.json')).resolve('next/dist/bin/next');
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('The bare baseline page did not build');
  const child = spawn(process.execPath, [nextBin, 'start', '--port', port], { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const baseUrl = `http://localhost:${port}`;
  await waitFor(baseUrl, 60_000);
  return { baseUrl, child };
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
  const sources = firstLoadScripts(await (await fetch(url)).text(), url);
  let total = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(source)).arrayBuffer());
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
        finalDisplayedUrl: string;
        categories: { performance: { score: number } };
        audits: Record<
          string,
          {
            numericValue?: number;
            details?: { items?: ({ observedFirstContentfulPaint?: number; group?: string } & Partial<LongTask>)[] };
          }
        >;
      };
      const fcp = report.audits['first-contentful-paint']?.numericValue ?? Number.NaN;
      const blocking = blockingBySource(
        (report.audits['long-tasks']?.details?.items ?? []) as LongTask[],
        report.finalDisplayedUrl,
        fcp,
        report.audits.interactive?.numericValue ?? Number.POSITIVE_INFINITY,
      );
      resolve({
        score: Math.round(report.categories.performance.score * 100),
        cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        fcp,
        lcp: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        observedFcp: report.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? Number.NaN,
        styleLayout:
          report.audits['mainthread-work-breakdown']?.details?.items?.find((item) => item.group === 'styleLayout')?.duration ?? Number.NaN,
        tbtDocument: blocking.document,
        tbtScripts: blocking.scripts,
      });
    });
  });
}

/** One page's medians over its runs, with its first-load JavaScript in bytes (gzip). */
interface Summary extends Measure {
  js: number;
}

/**
 * Measures every page `runs` times and returns each one's medians. The runs go in rounds, each round
 * visiting every page once, the bare page first: this machine's speed drifts within minutes (the bare
 * page's LCP median moved from 660 to 999 ms between two runs one hour apart), so each page's runs
 * are taken in the same minutes as the bare page's they are judged against, not in a block of their
 * own before or after them.
 */
async function measurePages(urls: string[]): Promise<Summary[]> {
  // One visit first, so the server's data cache is warm as it is for real visitors.
  for (const url of urls) await fetch(url);
  const measures: Measure[][] = urls.map(() => []);
  for (let run = 0; run < runs; run += 1) {
    process.stderr.write(`round ${run + 1} of ${runs}\n`);
    for (const [index, url] of urls.entries()) measures[index]!.push(await lighthouse(url));
  }
  const summaries: Summary[] = [];
  for (const [index, url] of urls.entries()) {
    const of = (key: keyof Measure) => median(measures[index]!.map((m) => m[key]));
    summaries.push({
      score: of('score'),
      cls: of('cls'),
      fcp: of('fcp'),
      lcp: of('lcp'),
      tbt: of('tbt'),
      observedFcp: of('observedFcp'),
      styleLayout: of('styleLayout'),
      tbtDocument: of('tbtDocument'),
      tbtScripts: of('tbtScripts'),
      js: await firstLoadJsBytes(url),
    });
  }
  return summaries;
}

/**
 * The bar for a public page, relative to the bare page of the same run: the absolute figures of these
 * machines move from day to day, the gap to the framework's floor does not.
 */
const BAR: { name: string; passes: (page: Summary, bare: Summary) => boolean }[] = [
  { name: 'perf', passes: (page, bare) => bare.score - page.score <= 5 },
  { name: 'TBT', passes: (page, bare) => page.tbt <= bare.tbt * 1.5 },
  { name: 'LCP', passes: (page, bare) => page.lcp <= bare.lcp + 500 },
  { name: 'CLS', passes: (page) => page.cls < 0.05 },
  { name: 'JS', passes: (page, bare) => page.js <= bare.js + 40 * 1024 },
];

const HEADER = [
  'page',
  'perf',
  'CLS',
  'FCP (ms)',
  'LCP (ms)',
  'TBT (ms)',
  'of it: document',
  'scripts',
  'JS (KB gzip)',
  'observed FCP (ms)',
  'style+layout (ms)',
  'verdict',
];
const WIDTHS = [15, 10, 11, 9, 15, 15, 15, 7, 17, 18, 18, 0];

function cells(name: string, page: Summary, bare?: Summary): string[] {
  const mark = (figure: string) => {
    if (!bare) return '';
    return BAR.find((rule) => rule.name === figure)!.passes(page, bare) ? ' PASS' : ' FAIL';
  };
  const failed = bare ? BAR.filter((rule) => !rule.passes(page, bare)).map((rule) => rule.name) : [];
  return [
    name,
    `${page.score}${mark('perf')}`,
    `${page.cls.toFixed(3)}${mark('CLS')}`,
    String(Math.round(page.fcp)),
    `${Math.round(page.lcp)}${mark('LCP')}`,
    `${Math.round(page.tbt)}${mark('TBT')}`,
    String(Math.round(page.tbtDocument)),
    String(Math.round(page.tbtScripts)),
    `${(page.js / 1024).toFixed(1)}${mark('JS')}`,
    String(Math.round(page.observedFcp)),
    String(Math.round(page.styleLayout)),
    bare ? (failed.length ? `FAIL (${failed.join(', ')})` : 'PASS') : 'reference',
  ];
}

function printRow(values: string[]): void {
  console.log(
    values
      .map((value, index) => (index === 0 ? value.padEnd(WIDTHS[index]!) : value.padStart(WIDTHS[index]!)))
      .join('  ')
      .trimEnd(),
  );
}

const { baseUrl, child } = await startProduct();
let baseline: ChildProcess | undefined;
let failures = 0;
try {
  const [report] = await apiItems<{ permalink: string }>(baseUrl, '/v1/public/reports', { page: 1, page_size: 1 });
  const [project] = await apiItems<{ permalink: string }>(baseUrl, '/v1/public/projects/filter', { page: 1, page_size: 1 });
  const pages: [string, string][] = [
    ['home', '/'],
    ['home (en)', '/en'],
    ['report list', '/reports'],
    ['report detail', `/reports/${report?.permalink ?? ''}`],
    ['project report', `/reports/project/${project?.permalink ?? ''}`],
    ['blog list', '/tin-tuc'],
  ];
  const bare = await startBaseline(baseUrl);
  baseline = bare.child;

  console.log(`Lighthouse mobile, median of ${runs} runs, on ${baseUrl}`);
  console.log('Bar: perf within 5 points of the bare page, TBT at most 1.5x its, LCP at most its + 500 ms, CLS under 0.05,');
  console.log('first-load JS at most its + 40 KB gzip.\n');
  const [bareSummary, floorSummary, ...pageSummaries] = await measurePages([
    `${bare.baseUrl}/`,
    `${bare.baseUrl}/floor.html`,
    ...pages.map(([, pagePath]) => `${baseUrl}${pagePath}`),
  ]);
  printRow(HEADER);
  printRow(cells('bare Next.js', bareSummary!));
  printRow(cells('fonts + picture', floorSummary!));
  for (const [index, [name]] of pages.entries()) {
    const row = cells(name, pageSummaries[index]!, bareSummary);
    if (row.at(-1) !== 'PASS') failures += 1;
    printRow(row);
  }
  console.log(failures ? `\n${failures} of ${pages.length} pages miss the bar.` : `\nEvery page meets the bar.`);
  console.log('"fonts + picture" is plain HTML with the shop\'s two preloaded font files and the home page\'s banner, no script:');
  console.log('not judged, it shows what those alone cost against the bare page in the same run.');
} finally {
  baseline?.kill('SIGTERM');
  child?.kill('SIGTERM');
}
process.exitCode = failures ? 1 : 0;
