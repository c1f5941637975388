import { expect, test, type Page } from '@playwright/test';
import { inLocale, laptopForEnglish, locales, logInAs, snapshot, uniqueToken } from './admin-helpers';

const REPORTS = '/admin/report-manage/reports/list';
const PACKAGES = '/admin/report-manage/reports/package';
const CONTENTS = '/admin/report-manage/reports/content';
const DOWNLOADS = '/admin/report-manage/count-download';
const PREMIUM = 'Gói Cao cấp';

async function rowOf(page: Page, text: string, labels: { keyword: string; search: string }) {
  await page.getByRole('textbox', { name: labels.keyword }).fill(text);
  await page.getByRole('button', { name: labels.search }).click();
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('admin: reports, packages and contents', () => {
  for (const locale of locales) {
    test(`an edited title shows on the public page at once (${locale}) @desktop`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await laptopForEnglish(page, locale);
      await logInAs(page, 'admin');
      const token = uniqueToken();
      const provinces = (await (await request.get('/api/v1/public/provinces?active=true')).json()).result.items as { id: number }[];
      const created = await page.request.post('/api/v1/admin/report', {
        data: { title: `Báo cáo nhà phố ${token}`, province_id: provinces[0]!.id, status: 'published', package_ids: [2] },
      });
      expect(created.ok(), await created.text()).toBeTruthy();
      const report = (await created.json()).result as { permalink: string; title: string };
      const en = locale === 'en';

      // The public page is read (and kept by the caches) before the edit.
      await page.goto(inLocale(locale, `/reports/${report.permalink}`));
      await expect(page.getByRole('heading', { level: 1, name: report.title })).toBeVisible();

      await page.goto(inLocale(locale, REPORTS));
      const row = await rowOf(page, token, en ? { keyword: 'Keyword', search: 'Search' } : { keyword: 'Từ khóa', search: 'Tìm kiếm' });
      await row.getByRole('button', { name: `${en ? 'Actions' : 'Thao tác'}: ${report.title}` }).click();
      await page.getByRole('menuitem', { name: en ? 'Edit' : 'Sửa' }).click();
      const dialog = page.getByRole('dialog', { name: `${en ? 'Edit report' : 'Sửa báo cáo'}: ${report.title}` });
      const renamed = `Báo cáo nhà phố mới ${token}`;
      await dialog.getByRole('textbox', { name: en ? 'Title' : 'Tiêu đề', exact: true }).fill(renamed);
      // An existing report keeps its address when the title changes.
      await expect(dialog.getByRole('textbox', { name: en ? 'Permalink' : 'Đường dẫn' })).toHaveValue(report.permalink);
      await snapshot(page, `report-edit-${locale}-${en ? 1280 : 1440}`);
      await dialog.getByRole('button', { name: en ? 'Save' : 'Lưu' }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText(renamed);

      await page.goto(inLocale(locale, `/reports/${report.permalink}`));
      await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    });
  }

  for (const locale of locales) {
    test(`the report screens read well in ${locale} @desktop`, async ({ page }) => {
      test.setTimeout(180_000);
      await logInAs(page, 'admin');
      const width = 1440;
      const en = locale === 'en';
      await page.goto(inLocale(locale, PACKAGES));
      await expect(page.getByRole('heading', { level: 1, name: en ? 'Report packages' : 'Gói báo cáo' })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: PREMIUM })).toHaveCount(1);
      await snapshot(page, `packages-${locale}-${width}`);
      await page.getByRole('button', { name: en ? 'New package' : 'Thêm gói' }).click();
      const dialog = page.getByRole('dialog', { name: en ? 'New report package' : 'Thêm gói báo cáo' });
      await dialog.getByRole('textbox', { name: en ? 'Level' : 'Cấp' }).fill('3');
      await dialog.getByRole('textbox', { name: en ? 'Name' : 'Tên gói', exact: true }).fill('Trùng cấp');
      await dialog.getByRole('textbox', { name: en ? 'Price' : 'Giá bán', exact: true }).fill('100000');
      await dialog.getByRole('button', { name: en ? 'New' : 'Thêm mới' }).click();
      await expect(dialog).toContainText(en ? 'Another package already has this level' : 'Cấp này đã thuộc gói khác');
      await snapshot(page, `package-form-${locale}-${width}`);
      await dialog.getByRole('button', { name: en ? 'Cancel' : 'Hủy' }).click();

      for (const [path, name] of [
        [REPORTS, 'reports'],
        [CONTENTS, 'contents'],
        [DOWNLOADS, 'downloads'],
      ] as const) {
        await page.goto(inLocale(locale, path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('table')).toBeVisible();
        await snapshot(page, `${name}-${locale}-${width}`);
      }
    });
  }

  for (const locale of locales) {
    test(`on a phone the report screens fit (${locale}) @phone`, async ({ page }) => {
      test.setTimeout(180_000);
      await logInAs(page, 'admin');
      for (const [path, name] of [
        [REPORTS, 'reports'],
        [PACKAGES, 'packages'],
        [CONTENTS, 'contents'],
        [DOWNLOADS, 'downloads'],
      ] as const) {
        await page.goto(inLocale(locale, path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('table')).toBeVisible();
        await snapshot(page, `${name}-${locale}-375`);
      }
      await page.goto(inLocale(locale, REPORTS));
      await page.getByRole('button', { name: locale === 'en' ? 'New report' : 'Thêm báo cáo' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await snapshot(page, `report-form-${locale}-375`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
    });
  }
});
