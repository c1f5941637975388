import { get } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import { expect, type APIRequestContext, type Response } from '@playwright/test';
import { test } from './fixtures';
import { logInAs, withoutPromoBanner } from './admin-helpers';
import { firstLoadScripts } from './first-load-scripts';

/**
 * Public pages send HTML and CSS, and JavaScript only for the parts people interact with (decision
 * 0140). This story counts the scripts each public page's HTML loads (its first load) and checks
 * every script it fetches until the network is quiet, including the parts loaded later: code of the
 * admin area or of the rich-text editor must not be among them, as both are large and only staff
 * need them. `npm run bench:pages` holds the finer bar, against a bare page.
 */

/** Strings that only the admin area's API callers and the editor's engine carry. */
const FOREIGN_CODE: { what: string; marker: string }[] = [
  { what: 'admin API callers', marker: '/v1/admin/' },
  { what: 'the rich-text editor (Tiptap, ProseMirror)', marker: 'ProseMirror' },
];

/**
 * A first-load ceiling well above today's figures (about 160 to 220 KB gzip, React and Next.js
 * included), so a page that starts carrying a whole library again is caught before the benchmark.
 */
const MAX_FIRST_LOAD_KB = 250;

async function firstPermalink(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.post(`/api${path}`, { data: { page: 1, page_size: 1 } });
  expect(response.ok()).toBe(true);
  const [item] = ((await response.json()) as { result: { items: { permalink: string }[] } }).result.items;
  expect(item, `no item at ${path}`).toBeTruthy();
  return item!.permalink;
}

test.describe('the JavaScript of public pages @desktop', () => {
  test('public pages load no admin or editor code and keep their first load within budget', async ({ page, request }, testInfo) => {
    const pages: [string, string][] = [
      ['home', '/'],
      ['home (en)', '/en'],
      ['report list', '/reports'],
      ['report detail', `/reports/${await firstPermalink(request, '/v1/public/reports')}`],
      ['project report', `/reports/project/${await firstPermalink(request, '/v1/public/projects/filter')}`],
      ['blog list', '/tin-tuc'],
    ];
    const figures: string[] = [];
    for (const [name, path] of pages) {
      const scripts = new Map<string, Buffer>();
      // Playwright hands over each body decoded; it is compressed again here as the server would send it.
      const collect = async (response: Response) => {
        if (response.request().resourceType() !== 'script' || !response.ok()) return;
        const body = await response.body().catch(() => null);
        if (body) scripts.set(response.url(), body);
      };
      page.on('response', collect);
      const html = await (await page.goto(path))!.text();
      await page.waitForLoadState('networkidle');
      page.off('response', collect);

      const firstLoad = new Set(firstLoadScripts(html, page.url()));
      const firstLoadBodies = [...scripts].filter(([url]) => firstLoad.has(url)).map(([, body]) => body);
      expect(firstLoadBodies.length, `${name} loads scripts`).toBeGreaterThan(0);
      const firstLoadKb = firstLoadBodies.reduce((total, body) => total + gzipSync(body).length, 0) / 1024;
      figures.push(
        `${name}: first load ${firstLoadBodies.length} scripts, ${firstLoadKb.toFixed(1)} KB gzip; ${scripts.size} scripts until quiet`,
      );
      for (const { what, marker } of FOREIGN_CODE) {
        const carriers = [...scripts].filter(([, body]) => body.includes(marker)).map(([url]) => url);
        expect(carriers, `${name} loads ${what}`).toEqual([]);
      }
      expect(firstLoadKb, `${name}'s first-load scripts in KB gzip`).toBeLessThanOrEqual(MAX_FIRST_LOAD_KB);
    }
    await testInfo.attach('scripts per page', { body: figures.join('\n'), contentType: 'text/plain' });
  });

  test('a first visit to the home page, promotion included, loads no cart, Mantine or zod code until someone acts', async ({ page }) => {
    const scripts = new Map<string, Buffer>();
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(request.url()).pathname);
    });
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(response.url(), body);
    });
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Khuyến mãi' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The header's count is there at once: an empty cart, known without asking.
    await expect(page.getByRole('banner').getByText('0', { exact: true }).first()).toBeVisible();
    expect(apiCalls.filter((path) => path.startsWith('/api/v1/cart'))).toEqual([]);
    const markers = [
      { what: "Mantine's provider", marker: 'data-mantine-color-scheme' },
      { what: 'zod', marker: 'Unexpected value in exhaustive check' },
    ];
    for (const { what, marker } of markers) {
      const carriers = [...scripts].filter(([, body]) => body.includes(marker)).map(([url]) => url);
      expect(carriers, `the home page loads ${what}`).toEqual([]);
    }
  });

  test('a public page with a largest picture paints it before its scripts start; a page without one starts them at once', async ({
    page,
  }) => {
    /** When the first contentful paint was shown, the largest picture loaded and the first of the page's scripts was asked for. */
    const timings = () =>
      page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const scripts = resources.filter((entry) => /\/_next\/static\/.+\.js$/.test(entry.name)).map((entry) => entry.startTime);
        const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
        const pictureEnd = resources.find((entry) => picture && entry.name === picture.currentSrc)?.responseEnd;
        return { paint, pictureEnd, firstScript: Math.min(...scripts) };
      });

    for (const path of ['/', '/tin-tuc']) {
      await page.goto(path);
      const { paint, pictureEnd, firstScript } = await timings();
      expect(paint, `${path} painted`).toBeGreaterThan(0);
      expect(pictureEnd, `${path}'s largest picture loaded`).toBeGreaterThan(0);
      expect(firstScript, `${path}'s first script after its first paint`).toBeGreaterThanOrEqual(paint!);
      expect(firstScript, `${path}'s first script after its largest picture`).toBeGreaterThanOrEqual(pictureEnd!);
    }

    // The sign-in page has no largest picture: nothing to make room for, its scripts come with its HTML.
    await page.goto('/login');
    const { paint, firstScript } = await timings();
    expect(firstScript).toBeLessThan(paint!);
  });

  test('links fetch the next page when pointed at, not when they come into view', async ({ page }) => {
    // Next.js asks for the next page's data ahead with an `RSC` request carrying `next-router-prefetch`.
    const ahead: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) ahead.push(new URL(request.url()).pathname);
    });
    // The promo banner would lie over the header's links.
    await withoutPromoBanner(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(ahead, 'pages fetched ahead without anyone pointing at a link').toEqual([]);

    const contact = page.getByRole('banner').getByRole('link', { name: 'Liên hệ', exact: true }).first();
    await contact.hover();
    await expect.poll(() => ahead).toContain(new URL((await contact.getAttribute('href'))!, page.url()).pathname);

    // The link is a plain anchor; the page's one listener follows it without loading a new document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});

test.describe('the JavaScript of the admin area @desktop', () => {
  test('a list screen fetches the rich-text editor only when its form opens', async ({ page }) => {
    await logInAs(page, 'admin');
    const editorScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      const body = await response.body().catch(() => null);
      if (body?.includes('ProseMirror')) editorScripts.push(response.url());
    });
    await page.goto('/admin/report-manage/reports/list');
    await expect(page.getByRole('table')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(editorScripts, 'editor code loaded with the list').toEqual([]);

    await page.getByRole('button', { name: 'Thêm báo cáo' }).click();
    await expect(page.getByRole('dialog').locator('.ProseMirror')).toBeVisible();
    expect(editorScripts.length, 'editor code loaded with the form').toBeGreaterThan(0);
  });
});

test.describe('the fonts of public pages @desktop', () => {
  test('a first visit paints with the fonts its page carries; a later page preloads every font it draws with', async ({ page }) => {
    // A first visit: stylesheets and fonts come inside the document (decision 0186), so nothing of
    // either is fetched before the first paint; the files are fetched afterwards, for later pages.
    const first = (await page.goto('/'))!;
    expect(await first.text(), 'the first page carries its fonts').toContain('data:font/woff2;base64,');
    expect((await first.allHeaders())['link'] ?? '', 'the first page preloads no stylesheet or font').not.toMatch(/as="?(font|style)/);
    await page.waitForLoadState('networkidle');
    const early = await page.evaluate(() => {
      const painted = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => /\.(woff2|css)$/.test(new URL(entry.name).pathname) && entry.startTime < painted)
        .map((entry) => entry.name);
    });
    expect(early, 'stylesheets or fonts fetched before the first paint').toEqual([]);
    // React finds the stylesheets it expects (disabled links beside the text) and adds none of its own.
    expect(await page.locator('link[rel="stylesheet"]:not([disabled])').count(), 'stylesheets applied a second time').toBe(0);
    const cached = await page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.endsWith('.woff2')),
    );
    expect(cached, 'the first page fetches the font files for the pages after it').toBe(true);

    for (const path of ['/en', '/tin-tuc']) {
      const fonts = new Set<string>();
      const collect = (request: { resourceType(): string; url(): string }) => {
        if (request.resourceType() === 'font') fonts.add(new URL(request.url()).pathname);
      };
      page.on('request', collect);
      const response = (await page.goto(path))!;
      await page.waitForLoadState('networkidle');
      page.off('request', collect);
      expect(await response.text(), `${path} links its stylesheets`).not.toContain('data:font/woff2');
      // Next.js announces a page's preloads in its Link header as well as in the HTML.
      const preloaded = [...((await response.allHeaders())['link'] ?? '').matchAll(/<([^>]+\.woff2)>; rel=preload/g)].map(
        (match) => new URL(match[1]!, page.url()).pathname,
      );
      expect(fonts.size, `${path} draws with web fonts`).toBeGreaterThan(0);
      expect(
        [...fonts].filter((font) => !preloaded.includes(font)),
        `fonts ${path} asked for without a preload`,
      ).toEqual([]);
    }
  });
});

/** The bytes of a page as the server sends them to a browser that accepts Brotli, undecoded. */
function fetchRaw(url: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

test.describe('the documents of public pages @desktop', () => {
  test('pages are sent with Brotli at a higher quality than the compression package sets by default', async ({ baseURL }) => {
    for (const path of ['/', '/reports']) {
      const { encoding, body } = await fetchRaw(new URL(path, baseURL).href);
      expect(encoding, `${path}'s encoding`).toBe('br');
      const html = brotliDecompressSync(body);
      expect(html.toString('utf8')).toContain('</html>');
      // Quality 4, the package's default, on the whole page at once: the streamed quality 5 still
      // comes out about 7-9% smaller.
      const atDefault = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
      expect(body.length, `${path}: ${body.length} bytes sent, ${atDefault} at quality 4`).toBeLessThan(atDefault * 0.97);
    }
  });

  test("a page's HTML leaves the sign-in texts to the dialog, which brings them in the page's language", async ({ page, request }) => {
    await withoutPromoBanner(page);
    for (const { path, login, dialog, forgot } of [
      { path: '/', login: 'Đăng nhập', dialog: 'Tài khoản Sen Vàng Data', forgot: 'Quên mật khẩu?' },
      { path: '/en', login: 'Log in', dialog: 'Your Sen Vàng Data account', forgot: 'Forgot your password?' },
    ]) {
      const html = await (await request.get(path)).text();
      expect(html, `${path}'s HTML`).not.toContain(forgot);
      await page.goto(path);
      await page.getByRole('banner').getByRole('link', { name: login }).click();
      await expect(page.getByRole('dialog', { name: dialog }).getByRole('button', { name: forgot })).toBeVisible();
    }
  });

  test('a page names its languages once, in its HTML, each at its own address', async ({ request }) => {
    const response = await request.get('/tin-tuc');
    expect(response.headers()['link'] ?? '', 'the Link header').not.toContain('rel="alternate"');
    const html = await response.text();
    expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]*\/en\/news"\/>/);
  });
});

test.describe('the pictures of public pages @desktop', () => {
  test('the largest picture comes as AVIF to a browser that takes it, and as WebP to one that does not', async ({ page, request }) => {
    await page.goto('/');
    const src = await page
      .locator('img[fetchpriority="high"]')
      .first()
      .evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(src, 'the home page marks its largest picture').toContain('/_next/image?');
    const avif = await request.get(src, { headers: { accept: 'image/avif,image/webp,*/*' } });
    const webp = await request.get(src, { headers: { accept: 'image/webp,*/*' } });
    expect(avif.headers()['content-type']).toBe('image/avif');
    expect(webp.headers()['content-type']).toBe('image/webp');
    const [avifBytes, webpBytes] = [(await avif.body()).length, (await webp.body()).length];
    expect(avifBytes, `AVIF ${avifBytes} bytes, WebP ${webpBytes}`).toBeLessThan(webpBytes);
  });
});

test.describe('the stylesheets of public pages @desktop', () => {
  test("a public page's HTML asks for at most four stylesheets, leaving a phone connections for its fonts and picture", async ({
    request,
  }) => {
    const report = `/reports/${await firstPermalink(request, '/v1/public/reports')}`;
    // A first visit's page carries its stylesheets (decision 0186); the answer's cookie makes the
    // pages after it link them, as counted below.
    const first = await (await request.get('/')).text();
    expect(first.match(/<link rel="stylesheet"/g), 'stylesheets a first page asks for').toBeNull();
    expect(first.match(/<style data-precedence="[^"]*" data-href="/g)?.length ?? 0, 'stylesheets a first page carries').toBeGreaterThan(0);
    for (const [path, most] of [
      ['/', 4],
      ['/reports', 2],
      [report, 4],
      ['/tin-tuc', 2],
    ] as const) {
      const html = await (await request.get(path)).text();
      // Stylesheets of parts drawn later (a dialog, the reader) are added once the scripts run.
      const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
      expect(sheets.length, `${path}: ${sheets.join(' ')}`).toBeGreaterThan(0);
      expect(sheets.length, `${path}: ${sheets.join(' ')}`).toBeLessThanOrEqual(most);
    }
  });
});

test.describe('the first screen of public pages @desktop', () => {
  test("the report list's filters come in its HTML where they are drawn, so no card moves when the rest arrives", async ({ request }) => {
    const html = await (await request.get('/reports')).text();
    const form = html.indexOf('<form role="search"');
    const results = html.indexOf('aria-labelledby="report-results"');
    expect(form, 'the filter form').toBeGreaterThan(-1);
    expect(results, 'the results').toBeGreaterThan(-1);
    // A form sent after the cards, in place of a placeholder, pushes every card below it down on a phone.
    expect(form, 'the form comes before the cards').toBeLessThan(results);
    expect(html.slice(0, form), 'the form is not in a part streamed to replace a placeholder').not.toContain('<div hidden id="S:');
  });
});
