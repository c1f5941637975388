import { expect, test, type Locator, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { inLocale, laptopForEnglish, locales, logInAs, snapshot, uniqueToken } from './admin-helpers';
import { PASSWORD, registerBuyer } from './shop-customers';

const REPORTS = '/admin/report-manage/reports/list';
const PACKAGES = '/admin/report-manage/reports/package';
const CONTENTS = '/admin/report-manage/reports/content';
const DOWNLOADS = '/admin/report-manage/count-download';
const BASIC = 'Gói Cơ bản';
const PREMIUM = 'Gói Cao cấp';

async function pdfFile(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText('Bao cao thi truong E2E', { x: 60, y: 760, size: 18, font });
  return Buffer.from(await doc.save());
}

/** An MP4 header and enough bytes after it that the upload's progress stays on screen a moment. */
function videoFile(): Buffer {
  const header = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), 0, 0, 0, 0, ...Buffer.from('mp42isom')]);
  return Buffer.concat([header, Buffer.alloc(40 * 1024 * 1024, 1)]);
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

test.describe('admin: reports, packages and contents', () => {
  test('staff create a report with two packages, a PDF and a video, publish it, and a customer buys and reads it @desktop', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const token = uniqueToken();
    const title = `Báo cáo căn hộ Đà Nẵng ${token}`;
    await logInAs(page, 'admin');

    // The report, with its packages, as a draft.
    await page.goto(REPORTS);
    await expect(page.getByRole('heading', { level: 1, name: 'Báo cáo' })).toBeVisible();
    await page.getByRole('button', { name: 'Thêm báo cáo' }).click();
    const form = page.getByRole('dialog', { name: 'Thêm báo cáo' });
    await form.getByRole('textbox', { name: 'Tiêu đề', exact: true }).fill(title);
    await expect(form.getByRole('textbox', { name: 'Đường dẫn' })).toHaveValue(`bao-cao-can-ho-da-nang-${token.toLowerCase()}`);
    await choose(form.getByRole('combobox', { name: 'Tỉnh thành' }), page, 'Đà Nẵng', 'Đà Nẵng');
    // The pills' frame lies over the multiselect's own input.
    await form.getByRole('combobox', { name: 'Gói bán' }).click({ force: true });
    await page.getByRole('option', { name: BASIC }).click();
    await page.getByRole('option', { name: PREMIUM }).click();
    await form.getByRole('textbox', { name: 'Tóm tắt' }).click();
    await form.locator('[contenteditable="true"]').fill('Nguồn cung căn hộ Đà Nẵng tăng mạnh trong năm.');
    await snapshot(page, 'report-form-vi-1440');
    await form.getByRole('button', { name: 'Thêm mới' }).click();
    await expect(form).toBeHidden();
    const reportRow = await rowOf(page, token, { keyword: 'Từ khóa', search: 'Tìm kiếm' });
    await expect(reportRow).toContainText('Bản nháp');
    await expect(reportRow).toContainText(BASIC);
    await expect(reportRow).toContainText(PREMIUM);

    // A PDF for the basic package and a video for the premium one, each uploaded with its progress shown.
    await page.goto(CONTENTS);
    await expect(page.getByRole('heading', { level: 1, name: 'Nội dung báo cáo' })).toBeVisible();
    const addContent = async (
      contentTitle: string,
      pkg: string,
      format: string,
      file: { name: string; mimeType: string; buffer: Buffer },
    ) => {
      await page.getByRole('button', { name: 'Thêm nội dung' }).click();
      const dialog = page.getByRole('dialog', { name: 'Thêm nội dung báo cáo' });
      await choose(dialog.getByRole('combobox', { name: 'Báo cáo' }), page, token, title);
      await dialog.getByRole('combobox', { name: 'Gói', exact: true }).click();
      await page.getByRole('option', { name: pkg }).click();
      await dialog.getByRole('textbox', { name: 'Tiêu đề', exact: true }).fill(contentTitle);
      await dialog.getByText(format, { exact: true }).click();
      await dialog.locator('input[type="file"]').setInputFiles(file);
      return dialog;
    };
    const pdf = await addContent('Phân tích thị trường (PDF)', BASIC, 'PDF', {
      name: 'phan-tich.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfFile(),
    });
    await expect(pdf.getByTestId('file-name')).toHaveText('phan-tich.pdf');
    await pdf.getByRole('button', { name: 'Thêm mới' }).click();
    await expect(pdf).toBeHidden();

    const video = await addContent('Video chuyên gia', PREMIUM, 'Video', {
      name: 'chuyen-gia.mp4',
      mimeType: 'video/mp4',
      buffer: videoFile(),
    });
    await expect(video.getByTestId('upload-progress')).toBeVisible();
    await expect(video.getByTestId('upload-progress')).toContainText('%');
    await snapshot(page, 'content-upload-progress-vi-1440');
    await expect(video.getByTestId('file-name')).toHaveText('chuyen-gia.mp4', { timeout: 60_000 });
    await snapshot(page, 'content-form-vi-1440');
    await video.getByRole('button', { name: 'Thêm mới' }).click();
    await expect(video).toBeHidden();

    // Staff preview the PDF as the buyer will see it.
    const pdfRow = await rowOf(page, 'Phân tích thị trường (PDF)', { keyword: 'Tiêu đề hoặc tên tệp', search: 'Tìm kiếm' });
    await pdfRow.getByRole('button', { name: 'Thao tác: Phân tích thị trường (PDF)' }).click();
    await page.getByRole('menuitem', { name: 'Xem trước' }).click();
    const preview = page.getByRole('dialog', { name: 'Phân tích thị trường (PDF)' });
    await expect(preview.getByRole('link', { name: 'Tải xuống' })).toBeVisible();
    await snapshot(page, 'content-preview-vi-1440');
    await preview.getByRole('button', { name: 'Đóng' }).click();
    await snapshot(page, 'contents-vi-1440');

    // Published: the report appears on the site at once.
    await page.goto(REPORTS);
    const published = await rowOf(page, token, { keyword: 'Từ khóa', search: 'Tìm kiếm' });
    await published.getByRole('button', { name: `Thao tác: ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Sửa' }).click();
    const edit = page.getByRole('dialog', { name: `Sửa báo cáo: ${title}` });
    await edit.getByRole('combobox', { name: 'Tình trạng' }).click();
    await page.getByRole('option', { name: 'Đã xuất bản' }).click();
    await edit.getByRole('button', { name: 'Lưu' }).click();
    await expect(edit).toBeHidden();
    await expect(published).toContainText('Đã xuất bản');
    await snapshot(page, 'reports-vi-1440');
    const permalink = `bao-cao-can-ho-da-nang-${token.toLowerCase()}`;

    // A customer buys the premium package (a coupon pays it all) and reads it.
    const buyer = await registerBuyer(baseURL!);
    const shop = await browser.newContext({ baseURL });
    const customer = await shop.newPage();
    expect((await customer.request.post('/api/auth/login', { data: { username: buyer.username, password: PASSWORD } })).ok()).toBeTruthy();
    await customer.goto(`/reports/${permalink}`);
    await expect(customer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(customer.getByText('Nguồn cung căn hộ Đà Nẵng tăng mạnh trong năm.')).toBeVisible();
    await customer.getByRole('button', { name: `Mua ngay – ${PREMIUM}` }).click();
    await customer.getByRole('textbox', { name: 'Mã giảm giá' }).fill('MIENPHI100');
    await customer.getByRole('button', { name: 'Áp dụng' }).click();
    await expect(customer.getByTestId('checkout-total')).toHaveText('0 ₫');
    await customer.getByRole('button', { name: 'Nhận báo cáo' }).click();
    await expect(customer.getByTestId('order-paid')).toBeVisible();

    await customer.goto(`/reports/${permalink}`);
    const reader = customer.getByTestId('purchased-contents');
    await expect(reader).toContainText('Video chuyên gia');
    await expect(reader.locator('video')).toHaveCount(1);
    // The premium package includes the basic one: its PDF opens for this buyer too.
    const report = (await (await customer.request.get(`/api/v1/public/reports/${permalink}`)).json()).result as { id: number };
    const basic = await (await customer.request.get(`/api/v1/reports/premium-content?report_id=${report.id}&type_id=2`)).json();
    const link = (basic.result.contents as { title: string; url: string }[]).find(
      (content) => content.title === 'Phân tích thị trường (PDF)',
    )!;
    const file = await customer.request.get(`/api${link.url}`);
    expect(file.headers()['content-type']).toBe('application/pdf');
    await shop.close();

    // The download is counted for the report.
    await page.goto(DOWNLOADS);
    await expect(page.getByRole('heading', { level: 1, name: 'Lượt tải' })).toBeVisible();
    const downloads = await rowOf(page, token, { keyword: 'Báo cáo', search: 'Tìm kiếm' });
    await downloads.getByRole('button', { name: title }).click();
    await expect(page.getByRole('heading', { name: `Lượt tải mỗi ngày: ${title}` })).toBeVisible();
    await expect(page.getByTestId('downloads-total')).not.toHaveText('0');
    await snapshot(page, 'downloads-vi-1440');
  });

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
