import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { inLocale, laptopForEnglish, locales, logInAs, snapshot, visit, withoutPromoBanner } from './admin-helpers';

const GEOGRAPHY = '/admin/report-manage/area';

const words = {
  vi: {
    heading: 'Khu vực, tỉnh thành',
    formerTab: '63 tỉnh thành (trước 1/7/2025)',
    unitsTab: '34 đơn vị hành chính',
    keyword: 'Từ khóa',
    search: 'Tìm kiếm',
    actions: 'Thao tác',
    deactivate: 'Ngừng hoạt động',
    inactive: 'Ngừng hoạt động',
    province: 'Tỉnh thành',
    unit: 'Tỉnh thành mới',
    units: '34 tỉnh mới',
    former: '63 tỉnh cũ',
    ninhBinh: 'Ninh Bình',
    formerOfNinhBinh: ['Hà Nam', 'Nam Định'],
    hcm: 'Hồ Chí Minh',
  },
  en: {
    heading: 'Areas and provinces',
    formerTab: '63 provinces (before 1 July 2025)',
    unitsTab: '34 administrative units',
    keyword: 'Keyword',
    search: 'Search',
    actions: 'Actions',
    deactivate: 'Deactivate',
    inactive: 'Inactive',
    province: 'Province',
    unit: 'Current province',
    units: '34 current',
    former: '63 former',
    ninhBinh: 'Ninh Binh',
    formerOfNinhBinh: ['Ha Nam', 'Nam Dinh'],
    hcm: 'Ho Chi Minh City',
  },
} as const;

/** A province each language's pass switches off and on again, so the two passes never meet. */
const provinceFor = { vi: { name: 'Bắc Kạn', shown: 'Bắc Kạn' }, en: { name: 'Bạc Liêu', shown: 'Bac Lieu' } } as const;

/** Reactivates a province as staff would through the API (also undoing what an interrupted run left). */
async function ensureActive(page: Page, name: string): Promise<void> {
  const found = await page.request.post('/api/v1/admin/province/search', { data: { keyword: name } });
  const [province] = (await found.json()).result.items as { id: number }[];
  const changed = await page.request.put(`/api/v1/admin/province/change-active?id=${province!.id}&active=true`);
  expect(changed.ok(), await changed.text()).toBeTruthy();
}

async function findProvince(page: Page, w: (typeof words)['vi' | 'en'], name: string) {
  await page.getByRole('textbox', { name: w.keyword }).fill(name);
  await page.getByRole('button', { name: w.search }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

async function deactivate(page: Page, w: (typeof words)['vi' | 'en'], row: ReturnType<Page['getByRole']>, name: string) {
  await row.getByRole('button', { name: `${w.actions}: ${name}` }).click();
  await page.getByRole('menuitem', { name: w.deactivate }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: name });
  await confirm.getByRole('button', { name: w.deactivate }).click();
  await expect(confirm).toBeHidden();
}

/** The province choices of the public report list, as a visitor sees them. */
async function publicProvinceChoices(page: Page, locale: 'vi' | 'en'): Promise<string[]> {
  await visit(page, inLocale(locale, '/reports'));
  const select = page.getByRole('combobox', { name: words[locale].province, exact: true });
  return select.locator('option').allTextContents();
}

for (const locale of locales) {
  const w = words[locale];
  const place = provinceFor[locale];

  test.describe(`admin: geography (${locale})`, () => {
    test(`staff deactivate a province and it leaves the public report filter, then comes back (${locale}) @desktop`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      await laptopForEnglish(page, locale);
      const width = page.viewportSize()!.width;
      await logInAs(page, 'admin');
      await ensureActive(page, place.name);
      await visit(page, inLocale(locale, GEOGRAPHY));
      await expect(page.getByRole('heading', { level: 1, name: w.heading })).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
      await snapshot(page, `geography-areas-${locale}-${width}`);

      const visitor = await browser.newContext({ baseURL });
      const visitorPage = await visitor.newPage();
      await withoutPromoBanner(visitorPage);
      expect(await publicProvinceChoices(visitorPage, locale)).toContain(place.shown);

      await page.getByRole('tab', { name: w.formerTab }).click();
      await expect(page).toHaveURL(/tab=provinces/);
      const row = await findProvince(page, w, place.name);
      await deactivate(page, w, row, place.name);
      await expect(row).toContainText(w.inactive);
      await snapshot(page, `geography-provinces-${locale}-${width}`);
      expect(await publicProvinceChoices(visitorPage, locale)).not.toContain(place.shown);

      await ensureActive(page, place.name);
      expect(await publicProvinceChoices(visitorPage, locale)).toContain(place.shown);
      await visitor.close();

      await page.getByRole('tab', { name: w.unitsTab }).click();
      await expect(page).toHaveURL(/tab=units/);
      await snapshot(page, `geography-units-${locale}-${width}`);
      await page.getByRole('textbox', { name: w.keyword }).fill(w.ninhBinh);
      await page.getByRole('button', { name: w.search }).click();
      const ninhBinh = page.getByRole('row').filter({ hasText: w.ninhBinh }).filter({ hasText: w.formerOfNinhBinh[0] });
      for (const former of w.formerOfNinhBinh) await expect(ninhBinh).toContainText(former);
    });

    test(`the 34-unit switch of the public report list filters by a unit and is remembered (${locale})`, async ({ page }) => {
      test.setTimeout(120_000);
      await withoutPromoBanner(page);
      await visit(page, inLocale(locale, '/reports'));
      await page.getByText(w.units, { exact: true }).click();
      const unitSelect = page.getByRole('combobox', { name: w.unit, exact: true });
      await expect(unitSelect).toBeVisible();
      await expect(unitSelect.locator('option')).toHaveCount(35);
      await unitSelect.selectOption({ label: w.hcm });
      await expect(page).toHaveURL(/unit_id=\d+/);
      const unitId = Number(new URL(page.url()).searchParams.get('unit_id'));

      const expected = await (await page.request.post('/api/v1/public/reports', { data: { unit_id: unitId, page_size: 6 } })).json();
      const titles = (expected.result.items as { title: string; title_en: string | null }[]).map((report) =>
        locale === 'en' && report.title_en ? report.title_en : report.title,
      );
      expect(titles.length).toBeGreaterThan(0);
      const results = page.locator('section[aria-labelledby="report-results"]');
      await expect(page.locator('#report-results')).toContainText(String(expected.result.total));
      for (const title of titles) await expect(results.getByText(title, { exact: true }).first()).toBeVisible();
      await snapshot(page, `report-list-units-${locale}-${page.viewportSize()!.width}`);

      // A fresh visit to the list keeps the 34-unit choice; switching back shows the former provinces.
      await visit(page, inLocale(locale, '/reports'));
      // The server draws the former list; the browser's own choice shows once the filters have come to life.
      await expect(page.getByRole('radio', { name: w.units })).toBeChecked({ timeout: 30_000 });
      await expect(page.getByRole('combobox', { name: w.unit, exact: true })).toBeVisible();
      await page.getByText(w.former, { exact: true }).click();
      const provinceSelect = page.getByRole('combobox', { name: w.province, exact: true });
      await expect(provinceSelect).toBeVisible();
      expect(await provinceSelect.locator('option').count()).toBeGreaterThan(60);
    });

    test(`on a phone the geography screen and the units tab fit the screen (${locale}) @phone`, async ({ page }) => {
      await logInAs(page, 'admin');
      await visit(page, inLocale(locale, `${GEOGRAPHY}?tab=units`));
      await expect(page.getByRole('heading', { level: 1, name: w.heading })).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await snapshot(page, `geography-units-${locale}-375`);
    });
  });
}
