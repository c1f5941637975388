import { randomInt } from 'node:crypto';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** The demo accounts `npm start` seeds. */
export const demoAccounts = {
  admin: { username: 'admin', password: 'Admin@2026!' },
  staff: { username: 'staff', password: 'Staff@2026!' },
  customer: { username: 'khachhang', password: 'Khach@2026!' },
} as const;

export const locales = ['vi', 'en'] as const;
export type StoryLocale = (typeof locales)[number];

/** An admin address in a language: Vietnamese has no prefix, English `/en`. */
export const inLocale = (locale: StoryLocale, path: string) => (locale === 'en' ? `/en${path}` : path);

/** Sign-in is limited per address; each sign-in comes from its own (the web server trusts loopback). */
const visitorAddress = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

/** The promo banner opens on a first visit; the admin stories are not about it. */
export async function withoutPromoBanner(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('promo-banner-hidden-until', String(Date.now() + 86_400_000)));
}

/** The page's own sign-ins come from an address of their own too. */
export async function fromOwnAddress(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress() });
}

export async function logInAs(page: Page, account: keyof typeof demoAccounts): Promise<void> {
  await withoutPromoBanner(page);
  const { username, password } = demoAccounts[account];
  const response = await page.request.post('/api/auth/login', {
    data: { username, password },
    headers: { 'x-forwarded-for': visitorAddress() },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** Opens a page and waits until its scripts have run and its data has arrived. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** A screenshot kept with the story's results, to look at each screen as staff see it. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: false }), contentType: 'image/png' });
}

export const adminMenu = (page: Page) => page.getByRole('navigation', { name: /Quản trị|Administration/ });
