import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';

const header = (page: Page) => page.getByRole('banner');
const provinces = (page: Page, name: string) => page.getByRole('region', { name });

async function headerBottom(page: Page): Promise<number> {
  return header(page).evaluate((element) => element.getBoundingClientRect().bottom);
}

test.describe('home page', () => {
  // The promotional banner has its own story (catalogue.spec.ts); here it would only sit in front of the page.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('promo-banner-hidden-until', String(Date.now() + 86_400_000)));
  });

  test('a visitor opens the home page in Vietnamese and sees the provinces, the header and the footer', async ({ page, request }) => {
    const [provinceList, settings] = await Promise.all([
      request.get('/api/v1/public/provinces?active=true').then((response) => response.json()),
      request
        .post('/api/v1/public/system-setting/search?page=1&page_size=100', { data: ['tax_code_line'] })
        .then((response) => response.json()),
    ]);
    const taxCodeLine: string = settings.result.items.find((item: { name: string }) => item.name === 'tax_code_line').value;

    // The browser prefers English, yet `/` is the Vietnamese site.
    await page.goto('/');

    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page).toHaveTitle(/Sen Vàng Data/);
    await expect(page.getByRole('heading', { level: 1, name: 'Báo cáo thị trường bất động sản 63 tỉnh thành' })).toBeVisible();
    await expect(page.getByText('10.000+', { exact: true })).toBeVisible();

    const directory = provinces(page, 'Báo cáo theo tỉnh thành');
    expect(provinceList.result.items).toHaveLength(63);
    await expect(directory.getByRole('link')).toHaveCount(63);
    await expect(directory.getByRole('link', { name: 'Hà Nội', exact: true })).toHaveAttribute('href', /\/reports\?province_id=\d+$/);
    await expect(directory.getByRole('heading', { level: 3, name: /Miền Bắc/ })).toBeVisible();

    await expect(header(page).getByRole('link', { name: 'Sen Vàng Data – Trang chủ' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: /^Giỏ hàng: chưa có sản phẩm$/ })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Kết nối' })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Khóa học/ })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('img', { name: 'Đã thông báo Bộ Công Thương' })).toBeVisible();
    await expect(footer.getByText(taxCodeLine)).toBeVisible();
  });

  test('the desktop menu opens its submenus and links the company profile @desktop', async ({ page }) => {
    await page.goto('/');
    const menu = header(page).getByRole('navigation', { name: 'Menu chính' });

    const introduce = menu.getByRole('link', { name: /^Giới thiệu/ });
    await expect(introduce).toHaveAttribute('target', '_blank');
    await expect(introduce).toHaveAttribute('href', /\.pdf$/);

    await expect(menu.getByRole('link', { name: 'Danh sách báo cáo' })).toBeHidden();
    await menu.getByRole('link', { name: 'Báo cáo thị trường' }).hover();
    await expect(menu.getByRole('link', { name: 'Danh sách báo cáo' })).toBeVisible();

    // Consulting is only a submenu: its button opens it for keyboard users too, Escape closes it.
    await page.mouse.move(0, 600);
    const consulting = menu.getByRole('button', { name: 'Dịch vụ tư vấn' });
    await expect(menu.getByRole('link', { name: 'Nghiên cứu thị trường' })).toBeHidden();
    await consulting.focus();
    await page.keyboard.press('Enter');
    await expect(consulting).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Nghiên cứu thị trường' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Nghiên cứu thị trường' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(consulting).toHaveAttribute('aria-expanded', 'false');
    await expect(consulting).toBeFocused();
  });

  test('a visitor switches to English and stays on the same page with English texts', async ({ page }) => {
    await page.goto('/');
    await header(page).getByRole('link', { name: 'English' }).click();

    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Real-estate market reports for 63 provinces' })).toBeVisible();
    await expect(page.getByText('10,000+', { exact: true })).toBeVisible();
    await expect(provinces(page, 'Reports by province').getByRole('link', { name: 'Ha Noi', exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Useful links' })).toBeVisible();

    // Any page keeps its address and query in the other language, and back.
    await page.goto('/reports?province_id=1');
    await header(page).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/reports\?province_id=1$/);
    await expect(header(page).getByRole('link', { name: 'Sen Vàng Data – Home' })).toBeVisible();
    await header(page).getByRole('link', { name: 'Tiếng Việt' }).click();
    await expect(page).toHaveURL(/:\d+\/reports\?province_id=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  });

  test('on a phone the menu button opens the menu @phone', async ({ page }) => {
    await page.goto('/');
    await expect(header(page).getByRole('navigation', { name: 'Menu chính' })).toBeHidden();

    await header(page).getByRole('button', { name: 'Mở menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Trang chủ' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Đăng nhập' })).toBeVisible();

    const reports = drawer.getByRole('button', { name: 'Báo cáo thị trường' });
    await expect(reports).toHaveAttribute('aria-expanded', 'false');
    await reports.click();
    await expect(reports).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'Danh sách báo cáo' })).toBeVisible();

    await drawer.getByRole('button', { name: 'Đóng menu' }).click();
    await expect(drawer).toBeHidden();
  });

  test('the sign-up forms wait for their code until reached, and what was typed before it arrived is sent', async ({ page }) => {
    const formCode: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') formCode.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const form = page.getByRole('form', { name: 'Đăng ký nhận tin qua email' });
    const scriptsBefore = formCode.length;
    // Typed at once, key by key as a person would, into the server's markup: the form's code is
    // fetched as it comes into view or is touched. (A key press also brings to life the part of the
    // page around it if the page has not reached it yet; text set without keys would not.)
    await form.scrollIntoViewIfNeeded();
    const email = form.getByRole('textbox', { name: 'Email' });
    await email.click();
    await email.pressSequentially(`ban-tin-${Date.now()}@congty.vn`);
    await expect.poll(() => formCode.length).toBeGreaterThan(scriptsBefore);
    // Sent once the form has come to life (React has attached itself to it), as a person would after a moment.
    await expect.poll(() => form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true);
    await form.getByRole('button', { name: 'Đăng ký' }).click();
    await expect(page.getByText('Đăng ký nhận tin thành công!')).toBeVisible();
  });

  test('the header hides when scrolling down and comes back when scrolling up', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => headerBottom(page)).toBeGreaterThan(0);

    await page.mouse.move(100, 400);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(0);

    // A movement of 10 px or less changes nothing.
    await page.mouse.wheel(0, -8);
    await page.waitForTimeout(400);
    expect(await headerBottom(page)).toBeLessThanOrEqual(0);

    await page.mouse.wheel(0, -120);
    await expect.poll(() => headerBottom(page)).toBeGreaterThan(0);
  });

  for (const path of ['/', '/en']) {
    test(`the home page ${path} has no serious accessibility violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
    });
  }
});
