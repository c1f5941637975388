import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Response } from '@playwright/test';

/**
 * Public pages send HTML and CSS, and JavaScript only for the parts people interact with (decision
 * 0140). This story counts the scripts each public page loads on a first visit, until the network is
 * quiet, and fails when code of the admin area or of the rich-text editor is among them: both are
 * large and only staff need them. `npm run bench:pages` holds the finer bar, against a bare page.
 */

/** Strings that only the admin area's API callers and the editor's engine carry. */
const FOREIGN_CODE: { what: string; marker: string }[] = [
  { what: 'admin API callers', marker: '/v1/admin/' },
  { what: 'the rich-text editor (Tiptap, ProseMirror)', marker: 'ProseMirror' },
];

/**
 * A ceiling well above today's figures (about 130 to 190 KB gzip with React and Next.js themselves),
 * so a page that starts carrying a whole library again is caught here before the benchmark.
 */
const MAX_SCRIPT_KB = 260;

async function firstPermalink(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.post(`/api${path}`, { data: { page: 1, page_size: 1 } });
  expect(response.ok()).toBe(true);
  const [item] = ((await response.json()) as { result: { items: { permalink: string }[] } }).result.items;
  expect(item, `no item at ${path}`).toBeTruthy();
  return item!.permalink;
}

test.describe('the JavaScript of public pages @desktop', () => {
  test('public pages load no admin or editor code and stay within their script budget', async ({ page, request }, testInfo) => {
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
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      page.off('response', collect);

      expect(scripts.size, `${name} loads scripts`).toBeGreaterThan(0);
      const gzipBytes = [...scripts.values()].reduce((total, body) => total + gzipSync(body).length, 0);
      figures.push(`${name}: ${scripts.size} scripts, ${(gzipBytes / 1024).toFixed(1)} KB gzip`);
      for (const { what, marker } of FOREIGN_CODE) {
        const carriers = [...scripts].filter(([, body]) => body.includes(marker)).map(([url]) => url);
        expect(carriers, `${name} loads ${what}`).toEqual([]);
      }
      expect(gzipBytes / 1024, `${name}'s scripts in KB gzip`).toBeLessThanOrEqual(MAX_SCRIPT_KB);
    }
    await testInfo.attach('scripts per page', { body: figures.join('\n'), contentType: 'text/plain' });
  });
});
