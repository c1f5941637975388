import { randomBytes } from 'node:crypto';
import { expect, request as playwrightRequest, test, type BrowserContext, type Page } from '@playwright/test';

export const STAFF = { username: 'admin', password: 'Admin@2026!' };
export const CUSTOMER_PASSWORD = 'Mua-bao-cao-2026!';

/** A short token that makes this run's records easy to find with a search. */
export const uniqueToken = () => randomBytes(4).toString('hex').toUpperCase();

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;
let staffCookies: Promise<Cookies> | undefined;

/**
 * Signs the page's browser in as staff with the cookies of one login through the site's own route:
 * the API allows only a few logins from one address in ten minutes, fewer than the stories need.
 */
export async function signInAsStaff(page: Page): Promise<void> {
  staffCookies ??= (async () => {
    const context = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
    const response = await context.post('/api/auth/login', { data: STAFF });
    expect(response.ok(), await response.text()).toBeTruthy();
    const { cookies } = await context.storageState();
    await context.dispose();
    return cookies;
  })();
  await page.context().addCookies(await staffCookies);
}

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

/** A full-page picture kept with the test's results, to look at how the screen reads. */
export async function snapshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The window widths every admin story is seen at, besides the project's own. */
export const LAPTOP = { width: 1280, height: 800 };
