import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { adminMenu, inLocale, laptopForEnglish, locales, logInAs, snapshot, uniqueToken, withoutPromoBanner } from './admin-helpers';
import { confirmTransfer, PASSWORD, registerBuyer } from './shop-customers';

const REPORTS = '/admin/report-manage/reports/list';
const PACKAGES = '/admin/report-manage/reports/package';
const CONTENTS = '/admin/report-manage/reports/content';
const DOWNLOADS = '/admin/report-manage/count-download';
const BASIC = 'Gói Cơ bản';
const PREMIUM = 'Gói Cao cấp';

/** A one-page PDF written out by hand: small, yet whole enough for the buyer's copy to be stamped. */
function pdfFile(): Buffer {
  const text = 'BT /F1 18 Tf 60 760 Td (Bao cao thi truong) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** An MP4's file-type box and a small media box: the upload reads the type from these bytes. */
function videoFile(): Buffer {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  return Buffer.concat([
    box('ftyp', Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41')])),
    box('mdat', Buffer.alloc(4096, 1)),
  ]);
}

/** Picks an option of a Mantine select after typing part of it. */
async function choose(field: Locator, page: Page, typed: string, option: string) {
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function rowOf(page: Page, text: string, labels: { keyword: string; search: string }) {
  await page.getByRole('textbox', { name: labels.keyword }).fill(text);
  await page.getByRole('button', { name: labels.search }).click();
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

/** What the purchase story reads and clicks, in each language of the admin area. */
const words = {
  vi: {
    reports: 'Báo cáo',
    newReport: 'Thêm báo cáo',
    title: 'Tiêu đề',
    permalink: 'Đường dẫn',
    province: 'Tỉnh thành',
    daNang: 'Đà Nẵng',
    basic: BASIC,
    premium: PREMIUM,
    packages: 'Gói bán',
    summary: 'Tóm tắt',
    create: 'Thêm mới',
    draft: 'Bản nháp',
    contents: 'Nội dung báo cáo',
    newContent: 'Thêm nội dung',
    contentDialog: 'Thêm nội dung báo cáo',
    report: 'Báo cáo',
    pkg: 'Gói',
    twoContents: '2 nội dung',
    actions: 'Thao tác',
    edit: 'Sửa',
    editReport: 'Sửa báo cáo',
    status: 'Tình trạng',
    published: 'Đã xuất bản',
    save: 'Lưu',
  },
  en: {
    reports: 'Reports',
    newReport: 'New report',
    title: 'Title',
    permalink: 'Permalink',
    province: 'Province',
    daNang: 'Da Nang',
    basic: 'Basic',
    premium: 'Premium',
    packages: 'Packages on sale',
    summary: 'Summary',
    create: 'New',
    draft: 'Draft',
    contents: 'Report contents',
    newContent: 'New content',
    contentDialog: 'New report content',
    report: 'Report',
    pkg: 'Package',
    twoContents: '2 contents',
    actions: 'Actions',
    edit: 'Edit',
    editReport: 'Edit report',
    status: 'Status',
    published: 'Published',
    save: 'Save',
  },
} as const;

test.describe('admin: reports, packages and contents', () => {
  for (const locale of locales) {
    test(`staff create a report with two packages, a PDF and a video, publish it, and a customer buys and reads it (${locale}) @desktop`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const w = words[locale];
      // Three to four minutes when two cores are shared with builds and other suites, most of it the
      // admin area's first load; the time limit leaves room for that.
      test.setTimeout(300_000);
      // Every name carries this try's token, so a retry never meets the rows of the try before it.
      const token = uniqueToken();
      const title = `Báo cáo căn hộ Đà Nẵng ${token}`;
      const permalink = `bao-cao-can-ho-da-nang-${token.toLowerCase()}`;
      const pdfTitle = `Phân tích thị trường ${token}`;
      const videoTitle = `Video chuyên gia ${token}`;
      const summary = `Nguồn cung căn hộ Đà Nẵng tăng mạnh trong năm ${token}.`;
      // The buyer registers while staff work.
      const registered = registerBuyer(baseURL!);
      await logInAs(page, 'admin');
      await laptopForEnglish(page, locale);

      // The report, with its packages, as a draft.
      await page.goto(inLocale(locale, REPORTS));
      await expect(page.getByRole('heading', { level: 1, name: w.reports })).toBeVisible();
      await page.getByRole('button', { name: w.newReport }).click();
      const form = page.getByRole('dialog', { name: w.newReport });
      await form.getByRole('textbox', { name: w.title, exact: true }).fill(title);
      await expect(form.getByRole('textbox', { name: w.permalink })).toHaveValue(permalink);
      await choose(form.getByRole('combobox', { name: w.province }), page, w.daNang, w.daNang);
      // The pills' frame lies over the multiselect's own input.
      await form.getByRole('combobox', { name: w.packages }).click({ force: true });
      await page.getByRole('option', { name: w.basic }).click();
      await page.getByRole('option', { name: w.premium }).click();
      await form.getByRole('textbox', { name: w.summary }).fill(summary);
      await form.getByRole('button', { name: w.create }).click();
      await expect(form).toBeHidden();
      // The list shows the newest first: the report is on its first page without a search.
      const reportRow = page.getByRole('row').filter({ hasText: title });
      await expect(reportRow).toContainText(w.draft);
      await expect(reportRow).toContainText(w.basic);
      await expect(reportRow).toContainText(w.premium);

      // A PDF for the basic package and a video for the premium one. Staff move between screens by the
      // menu, which changes the page without loading the admin area again.
      await adminMenu(page).getByRole('link', { name: w.contents }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.contents })).toBeVisible();
      const addContent = async (
        contentTitle: string,
        pkg: string,
        format: string,
        file: { name: string; mimeType: string; buffer: Buffer },
      ) => {
        await page.getByRole('button', { name: w.newContent }).click();
        const dialog = page.getByRole('dialog', { name: w.contentDialog });
        await choose(dialog.getByRole('combobox', { name: w.report }), page, token, title);
        await dialog.getByRole('combobox', { name: w.pkg, exact: true }).click();
        await page.getByRole('option', { name: pkg }).click();
        await dialog.getByRole('textbox', { name: w.title, exact: true }).fill(contentTitle);
        await dialog.getByText(format, { exact: true }).click();
        // The upload is held at the network until the story has seen its progress bar and percentage.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/api/v1/upload/report-content', async (route) => {
          await held;
          await route.continue();
        });
        await dialog.locator('input[type=file][aria-label="file upload"]').setInputFiles(file);
        const progress = dialog.getByTestId('upload-progress');
        await expect(progress).toBeVisible();
        await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuetext', /^\d+%$/);
        await expect(progress).toContainText(/\d+%/);
        release();
        await expect(dialog.getByTestId('file-name')).toHaveText(file.name);
        await page.unroute('**/api/v1/upload/report-content');
        return dialog;
      };
      const pdf = await addContent(pdfTitle, w.basic, 'PDF', { name: 'phan-tich.pdf', mimeType: 'application/pdf', buffer: pdfFile() });
      await pdf.getByRole('button', { name: w.create }).click();
      await expect(pdf).toBeHidden();
      const video = await addContent(videoTitle, w.premium, 'Video', {
        name: 'chuyen-gia.mp4',
        mimeType: 'video/mp4',
        buffer: videoFile(),
      });
      await video.getByRole('button', { name: w.create }).click();
      await expect(video).toBeHidden();

      await expect(page.getByRole('row').filter({ hasText: videoTitle })).toContainText(title);

      // Published: the list shows it, and the report is on the site at once.
      await adminMenu(page).getByRole('link', { name: w.reports, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.reports, exact: true })).toBeVisible();
      const draft = page.getByRole('row').filter({ hasText: title });
      await expect(draft).toContainText(w.twoContents);
      await draft.getByRole('button', { name: `${w.actions}: ${title}` }).click();
      await page.getByRole('menuitem', { name: w.edit }).click();
      const edit = page.getByRole('dialog', { name: `${w.editReport}: ${title}` });
      await edit.getByRole('combobox', { name: w.status }).click();
      await page.getByRole('option', { name: w.published }).click();
      await edit.getByRole('button', { name: w.save }).click();
      await expect(edit).toBeHidden();
      await expect(draft).toContainText(w.published);

      // A customer orders the premium package by bank transfer, and staff confirm the payment.
      const buyer = await registered;
      const shop = await browser.newContext({ baseURL });
      const customer = await shop.newPage();
      await withoutPromoBanner(customer);
      expect(
        (await customer.request.post('/api/auth/login', { data: { username: buyer.username, password: PASSWORD } })).ok(),
      ).toBeTruthy();
      const detail = (await (await customer.request.get(`/api/v1/public/reports/${permalink}`)).json()).result as {
        id: number;
        packages: { id: number; name: string }[];
      };
      const premium = detail.packages.find((pkg) => pkg.name === PREMIUM)!;
      const ordered = await customer.request.post('/api/v1/orders', {
        data: { buy_now: { report_id: detail.id, type_id: premium.id }, payment_method: 'bank_transfer' },
      });
      expect(ordered.ok(), await ordered.text()).toBeTruthy();
      await confirmTransfer(baseURL!, (await ordered.json()).result.id);

      // The buyer reads both: the premium package includes the basic one, so its PDF opens too.
      await customer.goto(inLocale(locale, `/reports/${permalink}`));
      await expect(customer.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const reader = customer.getByTestId('purchased-contents');
      const pdfItem = reader.getByTestId('purchased-content').filter({ hasText: pdfTitle });
      // The page opens what was bought after it loads, and the PDF after fetching it: slow on a busy machine.
      await expect(pdfItem.getByTestId('pdf-viewer')).toBeVisible({ timeout: 30_000 });
      const videoItem = reader.getByTestId('purchased-content').filter({ hasText: videoTitle });
      const player = videoItem.locator('video');
      await expect(player).toHaveCount(1);
      const pdfLink = (await pdfItem.getByTestId('pdf-link').getAttribute('href'))!;
      expect((await customer.request.get(pdfLink)).headers()['content-type']).toBe('application/pdf');
      const videoLink = (await player.getAttribute('src'))!;
      expect((await customer.request.get(videoLink)).headers()['content-type']).toBe('video/mp4');
      await snapshot(customer, `report-read-${locale}-1440`);
      await shop.close();
    });
  }

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
