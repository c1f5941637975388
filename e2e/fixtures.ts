import { test as base, type Page } from '@playwright/test';

/**
 * Playwright's `test`, whose pages wait after each full load until React has hydrated the page. A
 * public page's scripts start after its first paint (decision 0173), so the window's `load` no
 * longer means they have run, and a story that taps a button at once would tap the server's markup.
 * Every page of the worker gets it (the stories open second browsers for customers and visitors), so
 * it is set on their shared class once. A page without the head script (a file, an answer from
 * elsewhere) and a navigation the story asked to end at `commit` or `domcontentloaded` are not
 * waited for.
 */
type LoadOptions = { waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit' } | undefined;

const waitsForLoad = (options: LoadOptions) => !options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle';

/** React has hydrated the document: the body is one of its elements, which it marks when it takes them over. */
async function pageHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      typeof (window as { __scriptAfterPaint?: unknown }).__scriptAfterPaint !== 'function' ||
      Object.keys(document.body ?? {}).some((key) => key.startsWith('__reactFiber$')),
  );
}

function waitForHydration(pages: Page): void {
  const { goto, reload } = pages;
  async function thenHydrated(page: Page, options: LoadOptions, navigation: Promise<Awaited<ReturnType<Page['goto']>>>) {
    const response = await navigation;
    if (waitsForLoad(options)) await pageHydrated(page);
    return response;
  }
  pages.goto = function (this: Page, url: string, options?: LoadOptions) {
    return thenHydrated(this, options, goto.call(this, url, options));
  } as Page['goto'];
  pages.reload = function (this: Page, options?: LoadOptions) {
    return thenHydrated(this, options, reload.call(this, options));
  } as Page['reload'];
}

export const test = base.extend<object, { hydrationWait: void }>({
  hydrationWait: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      waitForHydration(Object.getPrototypeOf(await context.newPage()) as Page);
      await context.close();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
