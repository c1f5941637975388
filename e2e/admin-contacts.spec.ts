import ExcelJS from 'exceljs';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { LAPTOP, logInAs, snapshot, uniqueToken } from './admin-helpers';

const CONTACTS = '/admin/user-manage/contact';

/** A visitor's contact request carrying `token`, sent through the public form's route. */
async function sendContactRequest(page: Page, token: string): Promise<string> {
  const email = `lienhe.${token.toLowerCase()}@example.vn`;
  const response = await page.request.post('/api/v1/public/contact-request', {
    data: {
      firstName: 'Hoa',
      lastName: 'Trần',
      email,
      phoneNumber: `09${String(Date.now()).slice(-8)}`,
      // A message that a spreadsheet would read as a formula stays text in the export.
      message: `=HYPERLINK("http://example.vn") Tôi cần báo cáo thị trường căn hộ ${token}`,
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return email;
}

interface Labels {
  keyword: string;
  status: string;
  statusValue: string;
  search: string;
  actions: string;
  edit: string;
  newStatus: string;
  note: string;
  save: string;
  export: string;
}

const vi: Labels = {
  keyword: 'Từ khóa',
  status: 'Trạng thái',
  statusValue: 'Liên hệ',
  search: 'Tìm kiếm',
  actions: 'Thao tác',
  edit: 'Cập nhật trạng thái, ghi chú',
  newStatus: 'Đã xử lý',
  note: 'Ghi chú nội bộ',
  save: 'Lưu',
  export: 'Xuất Excel',
};

const en: Labels = {
  keyword: 'Keyword',
  status: 'Status',
  statusValue: 'Contact',
  search: 'Search',
  actions: 'Actions',
  edit: 'Update status and note',
  newStatus: 'Handled',
  note: 'Staff note',
  save: 'Save',
  export: 'Export to Excel',
};

/** Filters, updates one request, exports the filter and reads the workbook back. */
async function filterUpdateExport(page: Page, prefix: '' | '/en', labels: Labels, shot: string) {
  const token = uniqueToken();
  const email = await sendContactRequest(page, token);
  await page.goto(`${prefix}${CONTACTS}`);

  await page.getByRole('textbox', { name: labels.keyword }).fill(token);
  await page.getByRole('combobox', { name: labels.status }).click();
  await page.getByRole('option', { name: labels.statusValue, exact: true }).click();
  await page.getByRole('button', { name: labels.search }).click();
  await expect(page).toHaveURL(new RegExp(`keyword=${token}.*status=init|status=init.*keyword=${token}`));
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await snapshot(page, `contacts-${shot}`);

  await row.getByRole('button', { name: `${labels.actions}: ${email}` }).click();
  await page.getByRole('menuitem', { name: labels.edit }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: labels.status }).click();
  await page.getByRole('option', { name: labels.newStatus, exact: true }).click();
  await dialog.getByRole('textbox', { name: labels.note }).fill(`Đã gọi lại ${token}`);
  await snapshot(page, `contact-edit-${shot}`);
  await dialog.getByRole('button', { name: labels.save }).click();
  await expect(dialog).toBeHidden();
  // The filter asked for `init`: the request is now handled, so it leaves the filtered list.
  await expect(row).toHaveCount(0);

  const byKeyword = `${prefix}${CONTACTS}?keyword=${token}`;
  await page.goto(byKeyword);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText(labels.newStatus);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: labels.export }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^yeu-cau-lien-he-\d{8}-\d{4}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).values).toEqual(
    expect.arrayContaining(['Mã', 'Ngày gửi', 'Họ', 'Tên', 'Email', 'Số điện thoại', 'Trạng thái', 'Nội dung', 'Ghi chú']),
  );
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((sheetRow, number) => number > 1 && rows.push(sheetRow));
  expect(rows).toHaveLength(1);
  const cells = rows[0]!.values as unknown[];
  expect(cells).toContain(email);
  expect(cells).toContain(`Đã gọi lại ${token}`);
  expect(cells.some((cell) => cell instanceof Date)).toBe(true);
  expect(cells.some((cell) => typeof cell === 'string' && cell.startsWith('='))).toBe(false);
}

test.describe('admin: contact requests', () => {
  test('staff filter requests, update one and export the filter to Excel, in Vietnamese @desktop', async ({ page }) => {
    test.setTimeout(90_000);
    await logInAs(page, 'admin');
    await filterUpdateExport(page, '', vi, 'vi-1440');
  });

  test('the same in English on a laptop @desktop', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(LAPTOP);
    await logInAs(page, 'admin');
    await filterUpdateExport(page, '/en', en, 'en-1280');
  });

  test('on a phone the list fits the screen and exports @phone', async ({ page }) => {
    await logInAs(page, 'admin');
    await page.goto(CONTACTS);
    await expect(page.getByRole('heading', { level: 1, name: 'Yêu cầu liên hệ' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await snapshot(page, 'contacts-vi-375');
  });
});
