import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { LAPTOP, logInAs, signInNewCustomer, snapshot, uniqueToken } from './admin-helpers';

const COUPONS = '/admin/report-manage/coupon';
const PREMIUM = 'Gói Cao cấp';

/** A report sold with a paid premium package (3). */
async function paidReportPermalink(request: APIRequestContext): Promise<string> {
  const list = await (await request.post('/api/v1/public/reports', { data: { page: 1, page_size: 30 } })).json();
  for (const report of list.result.items as { id: number; permalink: string; is_free: boolean }[]) {
    if (report.is_free) continue;
    const detail = await (await request.get(`/api/v1/public/reports/${report.id}`)).json();
    if ((detail.result.packages as { id: number; is_free: boolean }[]).some((pkg) => pkg.id === 3 && !pkg.is_free)) return report.permalink;
  }
  throw new Error('The demo shop has no report with a paid premium package');
}

async function findCoupon(page: Page, code: string, labels: { keyword: string; search: string }) {
  await page.getByRole('textbox', { name: labels.keyword }).fill(code);
  await page.getByRole('button', { name: labels.search }).click();
  await expect(page).toHaveURL(new RegExp(`keyword=${code}`));
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('admin: coupons', () => {
  test('staff create a percentage coupon with caps, a customer uses it at checkout, staff see who used it @desktop', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const code = `E2E${uniqueToken()}`;
    await logInAs(page, 'admin');
    await page.goto(COUPONS);
    await expect(page.getByRole('heading', { level: 1, name: 'Mã giảm giá' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await snapshot(page, 'coupons-vi-1440');

    await page.getByRole('button', { name: 'Tạo mã giảm giá' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tạo mã giảm giá' });
    await dialog.getByRole('textbox', { name: 'Mã', exact: true }).fill(code.toLowerCase());
    await dialog.getByRole('textbox', { name: 'Mô tả' }).fill('Ưu đãi thử nghiệm');
    await dialog.getByRole('textbox', { name: 'Phần trăm giảm' }).fill('15');
    await dialog.getByRole('textbox', { name: 'Giảm tối đa' }).fill('300000');
    await dialog.getByRole('textbox', { name: 'Tổng số lượt dùng' }).fill('5');
    await dialog.getByRole('textbox', { name: 'Số lượt mỗi khách' }).fill('1');
    await snapshot(page, 'coupon-form-vi-1440');
    await dialog.getByRole('button', { name: 'Thêm mới' }).click();
    await expect(dialog).toBeHidden();

    const row = await findCoupon(page, code, { keyword: 'Từ khóa', search: 'Tìm kiếm' });
    await expect(row).toContainText('15% (tối đa 300.000 ₫)');
    await expect(row).toContainText('0 / 5');
    await expect(row).toContainText('Đang áp dụng');

    // A customer, in their own browser, takes 15 % off capped at 300.000 ₫.
    const shop = await browser.newContext({ baseURL });
    const customerPage = await shop.newPage();
    const customer = await signInNewCustomer(customerPage, baseURL!);
    await customerPage.goto(`/reports/${await paidReportPermalink(request)}`);
    await customerPage.getByRole('button', { name: `Mua ngay – ${PREMIUM}` }).click();
    await customerPage.getByRole('textbox', { name: 'Mã giảm giá' }).fill(code.toLowerCase());
    await customerPage.getByRole('button', { name: 'Áp dụng' }).click();
    await expect(customerPage.getByTestId('coupon-result')).toContainText(`Mã ${code}: giảm 300.000 ₫`);
    await customerPage.getByRole('radio', { name: 'Chuyển khoản ngân hàng' }).check();
    await customerPage.getByRole('button', { name: 'Đặt hàng' }).click();
    await expect(customerPage).toHaveURL(/\/payment\/\d+$/);
    await shop.close();

    await page.reload();
    await expect(row).toContainText('1 / 5');
    await row.getByRole('button', { name: `Thao tác: ${code}` }).click();
    await page.getByRole('menuitem', { name: 'Lượt sử dụng' }).click();
    const usage = page.getByRole('dialog', { name: `Lượt sử dụng mã ${code}` });
    await expect(usage.getByTestId('coupon-usage-summary')).toHaveText('1 đơn đang dùng mã · 1 khách hàng');
    await expect(usage.getByRole('row').filter({ hasText: customer.username })).toContainText('300.000 ₫');
    await snapshot(page, 'coupon-usage-vi-1440');
  });

  test('in English on a laptop, the form names wrong fields and staff deactivate a coupon after confirming @desktop', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await logInAs(page, 'admin');
    const code = `E2E${uniqueToken()}`;
    const created = await page.request.post('/api/v1/admin/coupon', {
      data: { code, discount_type: 'amount', discount_value: 50_000, active: true },
    });
    expect(created.ok(), await created.text()).toBeTruthy();

    await page.goto(`/en${COUPONS}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
    await page.getByRole('button', { name: 'New coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'New coupon' });
    await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill('bad code!');
    await dialog.getByRole('textbox', { name: 'Percentage off' }).fill('120');
    await dialog.getByRole('button', { name: 'New', exact: true }).click();
    await expect(dialog).toContainText('A coupon code has letters without accents');
    await expect(dialog).toContainText('The percentage must be from 1 to 100');
    await snapshot(page, 'coupon-form-errors-en-1280');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const row = await findCoupon(page, code, { keyword: 'Keyword', search: 'Search' });
    await expect(row).toContainText('50.000 ₫');
    await row.getByRole('button', { name: `Actions: ${code}` }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `Deactivate coupon ${code}?` });
    await snapshot(page, 'coupon-confirm-en-1280');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(row).toContainText('Deactivated');
    await snapshot(page, 'coupons-en-1280');
  });

  test('on a phone the list and the form fit the screen @phone', async ({ page }) => {
    await logInAs(page, 'admin');
    await page.goto(COUPONS);
    await expect(page.getByRole('heading', { level: 1, name: 'Mã giảm giá' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await snapshot(page, 'coupons-vi-375');
    await page.getByRole('button', { name: 'Tạo mã giảm giá' }).click();
    await expect(page.getByRole('dialog', { name: 'Tạo mã giảm giá' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await snapshot(page, 'coupon-form-vi-375');
  });
});
