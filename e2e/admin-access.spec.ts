import { expect } from '@playwright/test';
import { test } from './fixtures';
import {
  adminMenu,
  fromOwnAddress,
  inLocale,
  laptopForEnglish,
  locales,
  logInAs,
  snapshot,
  visit,
  withoutPromoBanner,
} from './admin-helpers';

const usersPage = '/admin/user-manage/users';

test.describe('Admin access', () => {
  for (const locale of locales) {
    test(`a visitor is sent to log in and comes back to the admin page asked for (${locale})`, async ({ page }) => {
      await withoutPromoBanner(page);
      await fromOwnAddress(page);
      await visit(page, inLocale(locale, `${usersPage}?status=active`));
      await expect(page).toHaveURL(new RegExp(`${locale === 'en' ? '/en' : ''}/login\\?redirect=`));
      const username = page.getByRole('textbox', { name: locale === 'vi' ? 'Tên đăng nhập hoặc email' : 'Username or email', exact: true });
      await username.fill('admin');
      await page.getByLabel(locale === 'vi' ? /^Mật khẩu/ : /^Password/).fill('Admin@2026!');
      await page
        .getByRole('main')
        .getByRole('button', { name: locale === 'vi' ? 'Đăng nhập' : 'Log in', exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${inLocale(locale, usersPage)}\\?status=active$`));
      await expect(page.getByRole('heading', { level: 1, name: locale === 'vi' ? 'Người dùng' : 'Users' })).toBeVisible();
    });
  }

  test('staff see only their items, meet a 403 page elsewhere, and the API refuses them too', async ({ page }) => {
    await logInAs(page, 'staff');
    for (const locale of locales) {
      await laptopForEnglish(page, locale);
      await visit(page, inLocale(locale, '/admin'));
      const menu = adminMenu(page);
      await expect(menu.getByRole('link', { name: locale === 'vi' ? 'Đơn hàng' : 'Orders', exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: locale === 'vi' ? 'Người dùng' : 'Users', exact: true })).toHaveCount(0);
      await snapshot(page, `staff-dashboard-${locale}`);

      await visit(page, inLocale(locale, usersPage));
      await expect(page.getByTestId('admin-forbidden')).toContainText('403');
      await expect(page.getByTestId('admin-forbidden')).toContainText(locale === 'vi' ? 'Người dùng' : 'Users');
      await snapshot(page, `staff-forbidden-${locale}`);
    }
    const refused = await page.request.post('/api/v1/admin/users/search', { data: {} });
    expect(refused.status()).toBe(403);
  });

  test('a customer has no admin link and the admin refuses them @desktop', async ({ page }) => {
    await logInAs(page, 'customer');
    await visit(page, '/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Menu tài khoản của/ })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Lịch sử đơn hàng' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Trang quản trị' })).toHaveCount(0);
    await visit(page, '/admin');
    await expect(page.getByTestId('admin-forbidden')).toContainText('403');
    const refused = await page.request.get('/api/v1/admin/role/get-all');
    expect(refused.status()).toBe(403);
  });
});

test.describe('Admin frame', () => {
  test('the menu is 290 px wide under a 1526 px window and 270 px from there @desktop', async ({ page }) => {
    await logInAs(page, 'admin');
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, usersPage);
    const navbar = page.locator('.mantine-AppShell-navbar');
    expect((await navbar.boundingBox())?.width).toBe(290);
    await page.setViewportSize({ width: 1600, height: 900 });
    await expect.poll(async () => (await navbar.boundingBox())?.width).toBe(270);
  });

  test('on phones the menu is a drawer @phone', async ({ page }) => {
    await logInAs(page, 'admin');
    await visit(page, '/admin');
    await page.getByRole('button', { name: 'Mở menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Quản trị' });
    await drawer.getByRole('link', { name: 'Người dùng', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/user-manage\/users$/);
    await expect(drawer).toHaveCount(0);
  });

  test('list filters live in the address: shareable, and the back button returns to the previous search', async ({ page }) => {
    await logInAs(page, 'admin');
    await visit(page, usersPage);
    const rows = page.getByRole('row').filter({ hasText: '@' });
    await expect(rows.first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Từ khóa' }).fill('khachhang');
    await page.getByRole('button', { name: 'Tìm kiếm' }).click();
    await expect(page).toHaveURL(/keyword=khachhang/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('@khachhang');
    await page.goBack();
    await expect(page).not.toHaveURL(/keyword=/);
    await expect(page.getByRole('textbox', { name: 'Từ khóa' })).toHaveValue('');
    await expect.poll(async () => rows.count()).toBeGreaterThan(1);
  });
});

test.describe('Admin dashboard', () => {
  for (const locale of locales) {
    test(`staff with the orders item land on the shop's figures for a range kept in the address (${locale})`, async ({ page }) => {
      await logInAs(page, 'admin');
      await laptopForEnglish(page, locale);
      await visit(page, inLocale(locale, '/admin'));
      await expect(page.getByRole('heading', { level: 1, name: locale === 'vi' ? 'Tổng quan' : 'Dashboard' })).toBeVisible();
      await expect(page.getByText(locale === 'vi' ? 'Doanh thu theo ngày' : 'Revenue per day')).toBeVisible();
      await page.getByRole('button', { name: locale === 'vi' ? '7 ngày' : '7 days' }).click();
      await expect(page).toHaveURL(/from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d/);
      await expect(page.getByText(locale === 'vi' ? 'Người dùng mới' : 'New users', { exact: true })).toBeVisible();
      await snapshot(page, `dashboard-${locale}`);
    });
  }
});
