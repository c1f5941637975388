import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequests, userPermissions } from '../../src/db/schema/index.js';
import type { ContactRow } from '../../src/modules/contacts/admin-contacts.repository.js';
import { EXPORT_BATCH, writeContactWorkbook } from '../../src/modules/contacts/admin-contacts.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call, login, registerUser, setRoles } from '../accounts/account-helpers.js';

let t: TestApp;
let staffToken: string;
let otherStaffToken: string;
let ids: number[];

async function staffWith(item: string): Promise<string> {
  const user = await registerUser(t.app);
  await setRoles(t.db.db, user.id, ['STAFF']);
  await t.db.db.insert(userPermissions).values({ userId: user.id, itemCode: item });
  return (await login(t.app, user.username, user.password)).token;
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  staffToken = await staffWith('user-manage/contact');
  otherStaffToken = await staffWith('user-manage/users');
  const rows = await t.db.db
    .insert(contactRequests)
    .values([
      {
        firstName: 'Lan',
        lastName: 'Trần Thị',
        email: 'lan@example.vn',
        phone: '0912345678',
        message: 'Cần báo cáo Hà Nội',
        status: 'init',
        createdAt: new Date('2026-03-01T10:00:00Z'),
      },
      {
        firstName: '=HYPERLINK("http://x")',
        lastName: '+cmd',
        email: '@evil@example.vn',
        phone: '-1+1',
        message: '\t=1+1',
        status: 'download',
        createdAt: new Date('2026-03-02T18:30:00Z'),
      },
      {
        firstName: 'Minh',
        lastName: 'Lê',
        email: 'minh@example.vn',
        phone: null,
        message: null,
        status: 'subscribe',
        createdAt: new Date('2026-03-05T01:00:00Z'),
      },
    ])
    .returning({ id: contactRequests.id });
  ids = rows.map((row) => row.id);
});
afterAll(() => t.close());

const search = (body: unknown, query = '', token = staffToken, language = 'vi') =>
  call(t.app, `/v1/admin/contact-request/search${query}`, { method: 'POST', token, body, language });

describe('searching contact requests', () => {
  it('filters by status, Vietnam days and text without diacritics, newest first', async () => {
    // The demo requests arrived today; these arrived in March.
    const march = { from: '2026-03-01', to: '2026-03-31' };
    const all = await search(march);
    expect(all.body.result.items.map((row: { id: number }) => row.id)).toEqual([...ids].reverse());
    expect((await search({ ...march, status: 'download' })).body.result.items.map((row: { id: number }) => row.id)).toEqual([ids[1]]);
    // 18:30 UTC on 2 March is 3 March in Vietnam.
    const third = await search({ from: '2026-03-03', to: '2026-03-03' });
    expect(third.body.result.items.map((row: { id: number }) => row.id)).toEqual([ids[1]]);
    expect((await search({ ...march, keyword: 'tran thi' })).body.result.items.map((row: { id: number }) => row.id)).toEqual([ids[0]]);
    expect((await search({ ...march, keyword: 'hà nội' })).body.result.items.map((row: { id: number }) => row.id)).toEqual([ids[0]]);
    expect((await search({ keyword: '%' })).body.result.total).toBe(0);
    const paged = await search(march, '?page=2&page_size=2&sort=created_at,asc');
    expect(paged.body.result).toMatchObject({
      total: 3,
      page: 2,
      page_size: 2,
      items: [expect.objectContaining({ id: ids[2], status: 'subscribe' })],
    });
  });

  it('says what is wrong with a filter in the caller’s language', async () => {
    const vi = await search({ status: 'closed', from: '2026-02-30' });
    expect(vi.status).toBe(400);
    expect(vi.body.errors.map((error: { field: string; message: string }) => [error.field, error.message])).toEqual([
      ['status', 'Giá trị không hợp lệ'],
      ['from', 'Ngày phải có dạng yyyy-mm-dd'],
    ]);
    const en = await search({ from: '2026-03-05', to: '2026-03-01' }, '', staffToken, 'en');
    expect(en.body.errors).toEqual([expect.objectContaining({ field: 'to', message: 'Invalid date range' })]);
    expect((await search({}, '?page_size=101')).status).toBe(400);
    expect((await search({}, '?sort=message,desc')).status).toBe(400);
    expect((await search({ keyword: 'x'.repeat(101) })).status).toBe(400);
  });

  it('is refused to staff holding other items', async () => {
    expect((await search({}, '', otherStaffToken)).status).toBe(403);
    expect((await call(t.app, '/v1/admin/contact-request/export/excel', { method: 'POST', token: otherStaffToken, body: {} })).status).toBe(
      403,
    );
  });
});

describe('updating a contact request', () => {
  it('sets the status and the staff note, recorded in the audit trail with the values before and after', async () => {
    const reply = await call(t.app, `/v1/admin/contact-request/${ids[2]}`, {
      method: 'PUT',
      token: staffToken,
      body: { status: 'init', note: '  Đã gọi lại  ' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({ id: ids[2], status: 'init', note: 'Đã gọi lại' });
    const trail = await call(t.app, `/v1/admin/audit/contact_request/${ids[2]}`, { token: staffToken });
    expect(trail.body.result.items).toEqual([
      expect.objectContaining({
        action: 'update',
        before: { status: 'subscribe', note: null },
        after: { status: 'init', note: 'Đã gọi lại' },
      }),
    ]);
  });

  it('refuses an unknown status, a long note and a missing request, changing nothing', async () => {
    const bad = await call(t.app, `/v1/admin/contact-request/${ids[0]}`, {
      method: 'PUT',
      token: staffToken,
      body: { status: 'done', note: 'x'.repeat(2001) },
      language: 'en',
    });
    expect(bad.body.errors.map((error: { field: string; message: string }) => [error.field, error.message])).toEqual([
      ['status', 'Invalid value'],
      ['note', 'The message may have at most 2000 characters'],
    ]);
    const missing = await call(t.app, '/v1/admin/contact-request/2000000000', {
      method: 'PUT',
      token: staffToken,
      body: { status: 'init' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Yêu cầu liên hệ không tồn tại.');
    const [row] = await t.db.query<{ status: string; note: string | null }>('select status, note from contact_requests where id = $1', [
      ids[0],
    ]);
    expect(row).toEqual({ status: 'init', note: null });
  });
});

async function exportWorkbook(body: unknown, query = '') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/v1/admin/contact-request/export/excel${query}`,
    headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  const workbook = new ExcelJS.Workbook();
  if (response.statusCode === 200) await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return { response, sheet: workbook.worksheets[0] };
}

describe('exporting contact requests to Excel', () => {
  it('sends the filter’s rows with Vietnamese headers, real dates, a server-made file name and the row count', async () => {
    const { response, sheet } = await exportWorkbook({ status: 'download', from: '2026-03-01', to: '2026-03-31' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="yeu-cau-lien-he-\d{8}-\d{4}\.xlsx"$/);
    expect(response.headers['x-total-count']).toBe('1');
    expect(sheet!.getRow(1).values).toEqual([
      undefined,
      'Mã',
      'Ngày gửi',
      'Họ',
      'Tên',
      'Email',
      'Số điện thoại',
      'Trạng thái',
      'Báo cáo',
      'Nội dung',
      'Ghi chú',
    ]);
    const row = sheet!.getRow(2);
    expect(row.getCell(1).value).toBe(ids[1]);
    // The Vietnam wall-clock time as a real date cell: 18:30 UTC is 01:30 the next day.
    expect(row.getCell(2).value).toEqual(new Date('2026-03-03T01:30:00Z'));
    expect(row.getCell(2).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(row.getCell(7).value).toBe('Tải miễn phí');
  });

  it('writes no cell that starts a formula', async () => {
    const { sheet } = await exportWorkbook({ status: 'download', to: '2026-03-31' });
    const row = sheet!.getRow(2);
    expect([3, 4, 5, 6, 9].map((column) => row.getCell(column).value)).toEqual([
      "'+cmd",
      `'=HYPERLINK("http://x")`,
      "'@evil@example.vn",
      "'-1+1",
      "'\t=1+1",
    ]);
    for (const column of [3, 4, 5, 6, 9]) expect(row.getCell(column).type).toBe(ExcelJS.ValueType.String);
  });

  it('validates the filter like the search does', async () => {
    const { response } = await exportWorkbook({ status: 'all' });
    expect(response.statusCode).toBe(400);
    expect((await exportWorkbook({}, '?sort=phone,asc')).response.statusCode).toBe(400);
  });

  it('keeps the order of the search across batches', async () => {
    const extra = Array.from({ length: EXPORT_BATCH + 5 }, (_, index) => ({
      createdAt: new Date('2026-04-01T00:00:00Z'),
      firstName: `Khách ${index}`,
      lastName: 'Hàng',
      email: `k${index}@example.vn`,
      status: 'subscribe',
    }));
    await t.db.db.insert(contactRequests).values(extra);
    const { response, sheet } = await exportWorkbook({ status: 'subscribe', from: '2026-04-01', to: '2026-04-01' }, '?sort=email,asc');
    expect(response.headers['x-total-count']).toBe(String(EXPORT_BATCH + 5));
    const emails: string[] = [];
    sheet!.eachRow((row, number) => {
      if (number > 1) emails.push(String(row.getCell(5).value));
    });
    expect(emails).toHaveLength(EXPORT_BATCH + 5);
    expect(emails).toEqual([...emails].sort());
    expect(new Set(emails).size).toBe(emails.length);
  });
});

describe('the workbook writer', () => {
  it('streams 100,000 rows: bytes leave before the last batch is read, and each batch is read only when asked for', async () => {
    const total = 100_000;
    const batchSize = EXPORT_BATCH;
    let batchesRead = 0;
    let batchesReadAtFirstByte: number | null = null;
    let bytes = 0;
    async function* batches(): AsyncGenerator<ContactRow[]> {
      for (let start = 0; start < total; start += batchSize) {
        batchesRead += 1;
        yield Array.from({ length: batchSize }, (_, index) => ({
          id: start + index + 1,
          firstName: 'An',
          lastName: 'Nguyễn',
          email: `an${start + index}@example.vn`,
          phone: '0912345678',
          message: 'Xin báo giá',
          status: 'init',
          note: null,
          reportId: null,
          reportTitle: null,
          userId: null,
          createdAt: new Date('2026-03-01T00:00:00Z'),
          updatedAt: new Date('2026-03-01T00:00:00Z'),
        }));
      }
    }
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        batchesReadAtFirstByte ??= batchesRead;
        bytes += chunk.length;
        done();
      },
    });
    const finished = new Promise((resolve) => sink.on('finish', resolve));
    await writeContactWorkbook(batches(), sink);
    await finished;
    expect(batchesRead).toBe(total / batchSize);
    expect(batchesReadAtFirstByte).not.toBeNull();
    expect(batchesReadAtFirstByte!).toBeLessThan(batchesRead / 2);
    expect(bytes).toBeGreaterThan(100_000);
  }, 120_000);
});
