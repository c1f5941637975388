import { randomBytes, randomInt } from 'node:crypto';
import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import { test } from './fixtures';

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

export const adminMenu = (page: Page) => page.getByRole('navigation', { name: /Quản trị|Administration/ });

export const CUSTOMER_PASSWORD = 'Mua-bao-cao-2026!';

/** A short token that makes this run's records easy to find with a search. */
export const uniqueToken = () => randomBytes(4).toString('hex').toUpperCase();

/** A new customer, registered and signed in on `page`. */
export async function signInNewCustomer(page: Page, baseURL: string): Promise<{ username: string; email: string }> {
  const suffix = randomBytes(4).toString('hex');
  const customer = { username: `khach${suffix}`, email: `khach${suffix}@example.vn` };
  const context = await playwrightRequest.newContext({ baseURL });
  const registered = await context.post('/api/auth/register', {
    data: {
      first_name: 'Lan',
      last_name: 'Nguyễn',
      phone: `09${String(Date.now()).slice(-8)}`,
      email: customer.email,
      username: customer.username,
      password: CUSTOMER_PASSWORD,
      rePassword: CUSTOMER_PASSWORD,
    },
  });
  expect(registered.ok(), await registered.text()).toBeTruthy();
  await context.dispose();
  const login = await page.request.post('/api/auth/login', { data: { username: customer.username, password: CUSTOMER_PASSWORD } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return customer;
}

/**
 * A full-page picture kept with the test's results, to look at how the screen reads. CI takes
 * them only when asked (`E2E_SNAPSHOTS=1`): nobody looks at them there, and each costs seconds.
 */
export async function snapshot(page: Page, name: string): Promise<void> {
  if (process.env.CI && !process.env.E2E_SNAPSHOTS) return;
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The window widths every admin story is seen at, besides the project's own (1440 px and 375 px). */
export const LAPTOP = { width: 1280, height: 800 };

/** On a desktop project, the English pass of a story is seen at the laptop width, where the menu is 290 px. */
export async function laptopForEnglish(page: Page, locale: StoryLocale): Promise<void> {
  if (locale === 'en' && (page.viewportSize()?.width ?? 0) > LAPTOP.width) await page.setViewportSize(LAPTOP);
}
