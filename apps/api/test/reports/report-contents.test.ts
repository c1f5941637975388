import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call } from '../accounts/account-helpers.js';

let t: TestApp;
let customer: { id: number; token: string };
let freeReport: number;
let paidReport: number;

beforeAll(async () => {
  t = await createTestApp();
  const [user] = await t.db.query<{ id: number }>(`select id from users where username = 'khachhang'`);
  customer = {
    id: user!.id,
    token: await t.app.tokens.sign({ userId: user!.id, username: 'khachhang', roles: ['USER'], sessionId: randomUUID() }),
  };
  const ids: number[] = await Promise.all(
    [true, false].map(
      async (isFree) =>
        (await call(t.app, '/v1/public/reports', { body: { is_free: isFree, page_size: 1 } })).body.result.items[0].id as number,
    ),
  );
  freeReport = ids[0]!;
  paidReport = ids[1]!;
});
afterAll(() => t.close());

interface Content {
  id: number;
  format: string;
  url: string;
  is_free: boolean;
  package_id: number;
  expires_at: string | null;
}

const premium = (reportId: number, typeId: number, token?: string) =>
  call(t.app, `/v1/reports/premium-content?report_id=${reportId}&type_id=${typeId}`, { token });

describe('free content', () => {
  it('gives anyone the free package with links that work without a token', async () => {
    const { status, body } = await call(t.app, '/v1/public/reports/free-content', { body: { report_id: freeReport } });
    expect(status).toBe(200);
    expect(body.result.package).toMatchObject({ id: 1, is_free: true });
    const contents: Content[] = body.result.contents;
    expect(contents.map((c) => c.format).sort()).toEqual(['archive', 'pdf', 'video', 'youtube']);
    for (const content of contents.filter((c) => c.format !== 'youtube')) {
      expect(content.url).toMatch(new RegExp(`^/v1/public/files/content/${content.id}\\?exp=\\d+&sig=[\\w-]+$`));
      const expiresIn = new Date(content.expires_at!).getTime() - Date.now();
      expect(expiresIn).toBeGreaterThan(9 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
    }
    expect(contents.find((c) => c.format === 'youtube')).toMatchObject({
      url: expect.stringMatching(/^https:\/\/www\.youtube\.com\//),
      expires_at: null,
    });
  });

  it('says so when a report has no free package', async () => {
    const { status, body } = await call(t.app, '/v1/public/reports/free-content', { body: { report_id: paidReport } });
    expect(status).toBe(404);
    expect(body.message).toBe('Báo cáo này không có nội dung miễn phí.');
  });
});

describe('premium content', () => {
  it('needs a signed-in reader', async () => {
    const { status } = await premium(paidReport, 2);
    expect(status).toBe(401);
  });

  it('refuses a reader without the package, with a clear message in their language', async () => {
    const vi = await premium(paidReport, 2, customer.token);
    expect(vi.status).toBe(403);
    expect(vi.body).toMatchObject({
      error_code: 'CONTENT_NOT_ENTITLED',
      message: 'Bạn chưa sở hữu gói này của báo cáo, vui lòng mua gói để xem nội dung.',
    });
    const en = await call(t.app, `/v1/reports/premium-content?report_id=${paidReport}&type_id=3`, {
      token: customer.token,
      language: 'en',
    });
    expect(en.body.message).toBe('You do not own this package of the report; please buy it to read the content.');
  });

  it('gives the contents to an owner of the package, and of the lower packages, not the higher ones', async () => {
    await t.db.query('insert into entitlements (user_id, report_id, package_id) values ($1, $2, 2)', [customer.id, paidReport]);
    const basic = await premium(paidReport, 2, customer.token);
    expect(basic.status).toBe(200);
    const contents: Content[] = basic.body.result.contents;
    expect(contents.length).toBeGreaterThan(0);
    expect(contents.every((c) => c.package_id === 2 && !c.is_free)).toBe(true);
    const file = contents.find((c) => c.format === 'pdf')!;
    expect(file.url).toContain(`u=${customer.id}`);
    expect((await premium(paidReport, 3, customer.token)).status).toBe(403);

    await t.db.query('insert into entitlements (user_id, report_id, package_id) values ($1, $2, 3)', [customer.id, paidReport]);
    expect((await premium(paidReport, 3, customer.token)).status).toBe(200);
  });

  it('opens a free package to any signed-in reader', async () => {
    const { status, body } = await premium(freeReport, 1, customer.token);
    expect(status).toBe(200);
    expect(body.result.contents.length).toBeGreaterThan(0);
  });

  it('answers 404 for a package the report does not sell and 400 for bad ids', async () => {
    const notSold = await premium(freeReport, 3, customer.token);
    expect(notSold.status).toBe(404);
    expect(notSold.body.message).toBe('Báo cáo này không bán gói nội dung đã chọn.');
    const missing = await call(t.app, `/v1/reports/premium-content?report_id=${paidReport}`, { token: customer.token });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({ field: 'type_id', code: 'required' });
    expect((await premium(99_999_999, 2, customer.token)).status).toBe(404);
  });
});

describe('guest free download', () => {
  const form = { full_name: 'Nguyễn Văn An', email: 'An.Nguyen@Example.com', phone_number: '0912345678' };

  it('checks the form with the words of the specification', async () => {
    const empty = await call(t.app, '/v1/public/reports/free-download', {
      body: { report_id: freeReport, full_name: ' ', email: '', phone_number: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { field: 'full_name', code: 'name_required', message: 'Vui lòng nhập tên' },
      { field: 'email', code: 'email_required', message: 'Vui lòng nhập email' },
      { field: 'phone_number', code: 'phone_required', message: 'Vui lòng nhập số điện thoại' },
    ]);
    const letters = await call(t.app, '/v1/public/reports/free-download', {
      body: { ...form, report_id: freeReport, phone_number: '09 12a' },
    });
    expect(letters.body.message).toBe('Số điện thoại không được chứa chữ cái và các kí tự đặc biệt.');
    const english = await call(t.app, '/v1/public/reports/free-download', {
      body: { ...form, report_id: freeReport, email: 'not-an-email' },
      language: 'en',
    });
    expect(english.body.message).toBe('Invalid email address');
  });

  it('records a download contact request and gives the free package with links that count for it', async () => {
    const { status, body } = await call(t.app, '/v1/public/reports/free-download', { body: { ...form, report_id: freeReport } });
    expect(status).toBe(200);
    expect(body.message).toBe('Cảm ơn bạn! Nội dung miễn phí đã sẵn sàng để tải.');
    const [request] = await t.db.query<{
      id: number;
      first_name: string;
      last_name: string;
      email: string;
      phone: string;
      report_id: number;
    }>(
      `select id, first_name, last_name, email, phone, report_id from contact_requests where status = 'download' order by id desc limit 1`,
    );
    expect(request).toMatchObject({
      first_name: 'An',
      last_name: 'Nguyễn Văn',
      email: 'an.nguyen@example.com',
      phone: '0912345678',
      report_id: freeReport,
    });

    const pdf = (body.result.contents as Content[]).find((c) => c.format === 'pdf')!;
    expect(pdf.url).toContain(`c=${request!.id}`);
    expect((await t.app.inject({ url: pdf.url })).statusCode).toBe(200);
    const [log] = await t.db.query<{ count: number; user_id: number | null }>(
      'select count, user_id from download_logs where content_id = $1 and contact_request_id = $2',
      [pdf.id, request!.id],
    );
    expect(log).toEqual({ count: 1, user_id: null });
  });

  it('refuses a report without a free package before recording anything', async () => {
    const before = await t.db.query<{ n: number }>(`select count(*)::int as n from contact_requests`);
    const { status } = await call(t.app, '/v1/public/reports/free-download', { body: { ...form, report_id: paidReport } });
    expect(status).toBe(404);
    expect(await t.db.query<{ n: number }>(`select count(*)::int as n from contact_requests`)).toEqual(before);
  });
});
