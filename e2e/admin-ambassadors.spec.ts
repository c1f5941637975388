import { randomBytes, randomInt } from 'node:crypto';
import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import { test } from './fixtures';
import { inLocale, laptopForEnglish, locales, logInAs, snapshot, visit } from './admin-helpers';

const PASSWORD = 'Sen-Vang-2026!';
const visitorAddress = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

/** A new customer who asks to become an ambassador of one province: a registration waiting for staff. */
async function newApplicant(baseURL: string): Promise<{ name: string; email: string }> {
  const suffix = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const email = `ds${suffix}@example.vn`;
  const name = `Đại sứ ${suffix.slice(-6)}`;
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() } });
  const phone = `09${String(randomInt(10_000_000, 99_999_999))}`;
  const registered = await context.post('/api/auth/register', {
    data: { last_name: 'Trần', first_name: 'Ngọc Mai', phone, email, password: PASSWORD, rePassword: PASSWORD },
  });
  expect(registered.ok(), await registered.text()).toBeTruthy();
  const loggedIn = await context.post('/api/auth/login', { data: { username: email, password: PASSWORD } });
  expect(loggedIn.ok(), await loggedIn.text()).toBeTruthy();
  const applied = await context.post('/api/v1/ambassador/register', { data: { name, phone, email, level: 'province', province_ids: [1] } });
  expect(applied.ok(), await applied.text()).toBeTruthy();
  await context.dispose();
  return { name, email };
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function rowAction(page: Page, name: string, action: string): Promise<void> {
  await row(page, name)
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

test.describe('Admin ambassadors', () => {
  test('staff approve a registration, lock the ambassador off the public site and unlock them', async ({ page, baseURL }) => {
    const applicant = await newApplicant(baseURL!);
    await logInAs(page, 'admin');
    await visit(page, `/admin/user-manage/ambassador?registration_status=not_handled&keyword=${encodeURIComponent(applicant.email)}`);
    await expect(row(page, applicant.name)).toContainText('Chờ duyệt');
    await snapshot(page, 'ambassador-queue-vi');

    await rowAction(page, applicant.name, 'Duyệt');
    await page.getByRole('dialog').getByRole('button', { name: 'Duyệt' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Thông báo' })).toBeVisible();
    await visit(page, `/admin/user-manage/ambassador?keyword=${encodeURIComponent(applicant.email)}`);
    await expect(row(page, applicant.name)).toContainText('Đã duyệt');
    const id = (await row(page, applicant.name).getByRole('cell').first().innerText()).trim();

    const publicPage = await page.request.get(`/ambassador-detail/${id}`);
    expect(publicPage.status()).toBe(200);

    await rowAction(page, applicant.name, 'Khóa');
    await page.getByRole('dialog').getByRole('button', { name: 'Khóa' }).click();
    await expect(row(page, applicant.name)).toContainText('Đã khóa');
    expect((await page.request.get(`/ambassador-detail/${id}`)).status()).toBe(404);

    await rowAction(page, applicant.name, 'Mở khóa');
    await page.getByRole('dialog').getByRole('button', { name: 'Mở khóa' }).click();
    await expect(row(page, applicant.name)).toContainText('Đang hoạt động');
    expect((await page.request.get(`/ambassador-detail/${id}`)).status()).toBe(200);
  });

  test('a rejection needs a reason, which the profile then shows', async ({ page, baseURL }) => {
    const applicant = await newApplicant(baseURL!);
    await logInAs(page, 'admin');
    for (const locale of locales) {
      await laptopForEnglish(page, locale);
      await visit(page, inLocale(locale, `/admin/user-manage/ambassador?keyword=${encodeURIComponent(applicant.email)}`));
      await expect(row(page, applicant.name)).toBeVisible();
      await snapshot(page, `ambassadors-${locale}`);
    }
    await rowAction(page, applicant.name, 'Reject');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog).toContainText('reason');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Chưa đủ kinh nghiệm thị trường tại tỉnh này.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(row(page, applicant.name)).toContainText('Rejected');
    await rowAction(page, applicant.name, 'View profile');
    await expect(page.getByRole('dialog', { name: 'Ambassador profile' })).toContainText('Chưa đủ kinh nghiệm thị trường tại tỉnh này.');
    await snapshot(page, 'ambassador-profile-en');
  });
});
