import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { inLocale, laptopForEnglish, locales, logInAs, snapshot, uniqueToken } from './admin-helpers';

// A staff write waits for its audit record and for the web server to refresh the public pages.
const expect = baseExpect.configure({ timeout: 30_000 });

const INVESTORS = '/admin/report-manage/investor';
const PROJECTS = '/admin/report-manage/project';

const words = {
  vi: {
    investorsTitle: 'Chủ đầu tư',
    addInvestor: 'Thêm chủ đầu tư',
    investorName: 'Tên chủ đầu tư',
    permalink: 'Đường dẫn',
    company: 'Tên công ty đầy đủ',
    preview: 'Ảnh xem trước',
    stockCode: 'Mã chứng khoán',
    create: 'Thêm mới',
    keyword: 'Từ khóa',
    search: 'Tìm kiếm',
    projectsTitle: 'Dự án',
    addProject: 'Thêm dự án',
    projectTitle: 'Tên dự án',
    investor: 'Chủ đầu tư',
    province: 'Tỉnh/thành',
    latitude: 'Vĩ độ',
    longitude: 'Kinh độ',
    price: 'Giá (triệu đồng/m²)',
    moveUp: 'Đưa ảnh 2 lên trước',
    caption: (n: number) => `Chú thích ảnh ${n}`,
    map: (name: string) => `Bản đồ vị trí ${name}`,
    publicMap: (name: string) => `Bản đồ vị trí ${name} và các dự án lân cận`,
    gallery: 'Hình ảnh dự án',
    investorTab: 'Chủ đầu tư',
    profile: (name: string) => `Xem hồ sơ ${name}`,
    actions: 'Thao tác',
    deactivate: 'Ngừng hoạt động',
    inactive: 'Ngừng hoạt động',
    hanoi: 'Hà Nội',
    first: 'Phối cảnh tổng thể',
    second: 'Mặt bằng',
  },
  en: {
    investorsTitle: 'Investors',
    addInvestor: 'Add investor',
    investorName: 'Investor name',
    permalink: 'Permalink',
    company: 'Full company name',
    preview: 'Picture preview',
    stockCode: 'Stock code',
    create: 'New',
    keyword: 'Keywords',
    search: 'Search',
    projectsTitle: 'Projects',
    addProject: 'Add project',
    projectTitle: 'Project title',
    investor: 'Investor',
    province: 'Province',
    latitude: 'Latitude',
    longitude: 'Longitude',
    price: 'Price (million VND/m²)',
    moveUp: 'Move picture 2 earlier',
    caption: (n: number) => `Caption of picture ${n}`,
    map: (name: string) => `Map of where ${name} is`,
    publicMap: (name: string) => `Map of ${name} and the projects nearby`,
    gallery: 'Project pictures',
    investorTab: 'Investor',
    profile: (name: string) => `View ${name}'s profile`,
    actions: 'Actions',
    deactivate: 'Deactivate',
    inactive: 'Inactive',
    hanoi: 'Hà Nội',
    first: 'Master plan view',
    second: 'Floor plan',
  },
} as const;

interface Picture {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Three pictures from the demo shop, as files on the staff member's computer. */
async function demoPictures(request: APIRequestContext): Promise<Picture[]> {
  const reply = await (await request.post('/api/v1/public/projects/filter', { data: { page: 1, page_size: 6 } })).json();
  const urls = (reply.result.items as { cover_url: string | null }[]).map((item) => item.cover_url).filter((url): url is string => !!url);
  const pictures: Picture[] = [];
  for (const [index, url] of urls.slice(0, 3).entries()) {
    const response = await request.get(url);
    expect(response.ok()).toBeTruthy();
    const mimeType = response.headers()['content-type']!.split(';')[0]!;
    pictures.push({ name: `anh-${index + 1}.${mimeType.split('/')[1]}`, mimeType, buffer: await response.body() });
  }
  expect(pictures).toHaveLength(3);
  return pictures;
}

async function pick(page: Page, label: string, typed: string, option: string) {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('admin: investors and projects', () => {
  for (const locale of locales) {
    test(`[${locale}] staff add an investor with a logo and a project with two pictures and a position; the public pages show them, and a deactivated project goes @desktop`, async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      const w = words[locale];
      await laptopForEnglish(page, locale);
      const size = page.viewportSize()!.width;
      const [logo, pictureA, pictureB] = await demoPictures(request);
      const token = uniqueToken();
      const investorName = `Tập đoàn Sông Đà ${token}`;
      const projectTitle = `Khu đô thị Đông Anh ${token}`;
      await logInAs(page, 'admin');

      await page.goto(inLocale(locale, INVESTORS));
      await expect(page.getByRole('heading', { level: 1, name: w.investorsTitle })).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await snapshot(page, `investors-${locale}-${size}`);
      await page.getByRole('button', { name: w.addInvestor }).click();
      const dialog = page.getByRole('dialog', { name: w.addInvestor });
      await dialog.getByRole('textbox', { name: w.investorName }).fill(investorName);
      await expect(dialog.getByRole('textbox', { name: w.permalink, exact: true })).toHaveValue(`tap-doan-song-da-${token.toLowerCase()}`);
      await dialog.getByRole('textbox', { name: w.company }).fill(`Công ty Cổ phần ${investorName}`);
      await dialog.locator('input[type=file][aria-label="file upload"]').setInputFiles(logo!);
      await expect(dialog.getByRole('img', { name: w.preview })).toBeVisible();
      await dialog.getByRole('textbox', { name: w.stockCode }).fill('sda');
      await snapshot(page, `investor-form-${locale}-${size}`);
      await dialog.getByRole('button', { name: w.create, exact: true }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('textbox', { name: w.keyword }).fill(token);
      await page.getByRole('button', { name: w.search }).click();
      await expect(page.getByRole('row').filter({ hasText: investorName })).toContainText('SDA');

      await page.goto(inLocale(locale, `${PROJECTS}?tab=view`));
      await expect(page.getByRole('heading', { level: 1, name: w.projectsTitle })).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await snapshot(page, `projects-${locale}-${size}`);
      await page.getByRole('button', { name: w.addProject }).first().click();
      await expect(page).toHaveURL(/tab=edit/);
      const form = page.getByRole('form', { name: w.addProject });
      await form.getByRole('textbox', { name: w.projectTitle, exact: true }).fill(projectTitle);
      await pick(page, w.investor, token, investorName);
      await pick(page, w.province, 'Hà Nội', w.hanoi);
      await form.getByRole('textbox', { name: w.latitude }).fill('21.1391');
      await form.getByRole('textbox', { name: w.longitude }).fill('105.8468');
      await expect(form.getByRole('group', { name: w.map(projectTitle) })).toBeVisible();
      await form.getByRole('textbox', { name: w.price }).fill('48,5');
      await form.locator('input[type=file][aria-label="file upload"]').setInputFiles([pictureA!, pictureB!]);
      await form.getByRole('textbox', { name: w.caption(1) }).fill(w.second);
      await form.getByRole('textbox', { name: w.caption(2) }).fill(w.first);
      // The second picture goes first: it becomes the cover.
      await form.getByRole('button', { name: w.moveUp }).click();
      await expect(form.getByRole('textbox', { name: w.caption(1) })).toHaveValue(w.first);
      await snapshot(page, `project-form-${locale}-${size}`);
      await form.getByRole('button', { name: w.create, exact: true }).click();
      await expect(page).toHaveURL(/tab=view/);
      await page.getByRole('textbox', { name: w.keyword }).fill(token);
      await page.getByRole('button', { name: w.search }).click();
      const row = page.getByRole('row').filter({ hasText: projectTitle });
      await expect(row).toContainText(investorName);

      // The public project page shows it at once, with its pictures in order, its position and its investor.
      const permalink = `khu-do-thi-dong-anh-${token.toLowerCase()}`;
      const visitor = await page
        .context()
        .browser()!
        .newContext({ baseURL: new URL(page.url()).origin });
      const reader = await visitor.newPage();
      await reader.goto(inLocale(locale, `/reports/project/${permalink}`));
      await expect(reader.getByRole('heading', { level: 1, name: projectTitle })).toBeVisible();
      await expect(reader.getByRole('list', { name: w.gallery }).locator('figcaption')).toHaveText([w.first, w.second]);
      await expect(reader.getByRole('group', { name: w.publicMap(projectTitle) })).toBeVisible();
      await reader.getByRole('tab', { name: w.investorTab }).click();
      await reader
        .getByRole('tabpanel')
        .getByRole('button', { name: w.profile(investorName) })
        .click();
      await expect(reader.getByRole('dialog', { name: investorName })).toBeVisible();
      await snapshot(reader, `public-project-${locale}-${size}`);

      await row.getByRole('button', { name: `${w.actions}: ${projectTitle}` }).click();
      await page.getByRole('menuitem', { name: w.deactivate }).click();
      await page.getByRole('dialog').getByRole('button', { name: w.deactivate }).click();
      await expect(row).toContainText(w.inactive);
      const gone = await reader.goto(inLocale(locale, `/reports/project/${permalink}`));
      expect(gone?.status()).toBe(404);
      await visitor.close();
    });
  }

  test('on a phone the lists and the forms fit the screen @phone', async ({ page }) => {
    test.setTimeout(300_000);
    await logInAs(page, 'admin');
    for (const locale of locales) {
      await page.goto(inLocale(locale, INVESTORS));
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await snapshot(page, `investors-${locale}-375`);
      await page.getByRole('button', { name: words[locale].addInvestor }).click();
      await expect(page.getByRole('dialog', { name: words[locale].addInvestor })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await snapshot(page, `investor-form-${locale}-375`);

      await page.goto(inLocale(locale, `${PROJECTS}?tab=view`));
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await snapshot(page, `projects-${locale}-375`);
      await page.goto(inLocale(locale, `${PROJECTS}?tab=edit`));
      await expect(page.getByRole('form', { name: words[locale].addProject })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await snapshot(page, `project-form-${locale}-375`);
      await page.goto(inLocale(locale, `${PROJECTS}?tab=lists`));
      await expect(page.getByRole('heading', { name: locale === 'vi' ? 'Tiện ích' : 'Utilities' })).toBeVisible();
      await snapshot(page, `project-lists-${locale}-375`);
    }
  });
});
