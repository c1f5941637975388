import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@app/contracts/admin-audit.js';
import type { AdminContent, AdminPackage, AdminReport, ContentReportOption } from '@app/contracts/admin-reports.js';
import type { Page } from '@app/contracts/envelope.js';
import type { Order } from '@app/contracts/orders.js';
import type { ContentLink, ReportDetail } from '@app/contracts/reports.js';
import { BASIC, BASIC_PRICE, createShop, errorOf, PREMIUM, resultOf, type Person, type Shop } from '../orders/support/shop.js';

let shop: Shop;
let editor: Person;
let seller: Person;
let writer: Person;
let province: { id: number; area_id: number };
let otherArea: number;

beforeAll(async () => {
  shop = await createShop();
  editor = await shop.person('nvbaocao', ['report-manage/reports/list']);
  seller = await shop.person('nvgoi', ['report-manage/reports/package']);
  writer = await shop.person('nvnoidung', ['report-manage/reports/content']);
  province = (
    await shop.t.db.query<{ id: number; area_id: number }>(
      'select id, area_id from provinces where area_id is not null order by id limit 1',
    )
  )[0]!;
  const [area] = await shop.t.db.query<{ id: number }>('select id from areas where id <> $1 order by id limit 1', [province.area_id]);
  otherArea = area!.id;
});
afterAll(() => shop.t.close());

type Reply = Awaited<ReturnType<Shop['call']>>;
const fieldsOf = (reply: Reply) =>
  (reply.json() as { errors?: { field: string; message: string }[] }).errors?.map((error) => [error.field, error.message]);
const send = (as: Person, method: 'POST' | 'PUT', url: string, payload: unknown, language = 'vi') =>
  shop.call({ method, url, as, payload, headers: { 'accept-language': language } });
const count = async (table: string) => (await shop.t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

const reportInput = () => ({
  title: 'Báo cáo thị trường căn hộ Tết 2027',
  province_id: province.id,
  summary: 'Tóm tắt',
  description: '<p>Giá <strong>tăng</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
  published_on: '2027-01-15',
  status: 'published',
  package_ids: [BASIC, PREMIUM],
});

describe('reports', () => {
  it('creates a report with a permalink from its title, its packages on sale and its description cleaned, and the public reads it at once', async () => {
    const created = resultOf<AdminReport>(await send(editor, 'POST', '/v1/admin/report', reportInput()));
    expect(created).toMatchObject({
      permalink: 'bao-cao-thi-truong-can-ho-tet-2027',
      province: { id: province.id },
      status: 'published',
      active: true,
      packages: [
        { id: BASIC, active: true },
        { id: PREMIUM, active: true },
      ],
    });
    expect(created.description).toContain('<strong>tăng</strong>');
    expect(created.description).not.toMatch(/script|onerror/);

    const publicReport = resultOf<ReportDetail>(await shop.call({ method: 'GET', url: `/v1/public/reports/${created.permalink}` }));
    expect(publicReport.title).toBe('Báo cáo thị trường căn hộ Tết 2027');
    expect(publicReport.packages.map((pkg) => pkg.id)).toEqual([BASIC, PREMIUM]);

    // The public reply was kept; an edit must not leave the old title behind it.
    const edited = await send(editor, 'PUT', `/v1/admin/report/${created.id}`, {
      ...reportInput(),
      title: 'Báo cáo căn hộ Tết 2027 (bản mới)',
      permalink: created.permalink,
      package_ids: [PREMIUM],
    });
    expect(resultOf<AdminReport>(edited).packages).toEqual([
      { id: BASIC, name: expect.any(String), name_en: 'Basic', level: 2, active: false },
      expect.objectContaining({ id: PREMIUM, active: true }),
    ]);
    const again = resultOf<ReportDetail>(await shop.call({ method: 'GET', url: `/v1/public/reports/${created.permalink}` }));
    expect(again.title).toBe('Báo cáo căn hộ Tết 2027 (bản mới)');
    expect(again.packages.map((pkg) => pkg.id)).toEqual([PREMIUM]);

    const off = await shop.call({ method: 'PUT', url: `/v1/admin/report/change-active?id=${created.id}&active=false`, as: editor });
    expect(resultOf<AdminReport>(off).active).toBe(false);
    expect((await shop.call({ method: 'GET', url: `/v1/public/reports/${created.permalink}` })).statusCode).toBe(404);

    const found = await shop.call({
      method: 'POST',
      url: '/v1/admin/report/search?sort=title,asc',
      as: editor,
      payload: { keyword: 'tet 2027', active: false },
    });
    expect(resultOf<Page<AdminReport>>(found).items.map((report) => report.id)).toEqual([created.id]);
    const byPermalink = await shop.call({
      method: 'POST',
      url: '/v1/admin/report/search',
      as: editor,
      payload: { keyword: created.permalink },
    });
    expect(resultOf<Page<AdminReport>>(byPermalink).items.map((report) => report.id)).toEqual([created.id]);
    const detail = resultOf<AdminReport>(await shop.call({ method: 'GET', url: `/v1/admin/report/${created.id}`, as: editor }));
    expect(detail.title).toBe('Báo cáo căn hộ Tết 2027 (bản mới)');

    const trail = resultOf<Page<AuditEntry>>(await shop.call({ method: 'GET', url: `/v1/admin/audit/report/${created.id}`, as: editor }));
    expect(trail.items.map((entry) => entry.action)).toEqual(['deactivate', 'update', 'create']);
    expect(trail.items[1]).toMatchObject({ before: { package_ids: [BASIC, PREMIUM] }, after: { package_ids: [PREMIUM] } });
  });

  it('makes the next free permalink for a blank one and refuses a typed one that is taken, in the caller’s language', async () => {
    const first = resultOf<AdminReport>(await send(editor, 'POST', '/v1/admin/report', { ...reportInput(), title: 'Báo cáo trùng tên' }));
    const second = resultOf<AdminReport>(await send(editor, 'POST', '/v1/admin/report', { ...reportInput(), title: 'Báo cáo trùng tên' }));
    expect([first.permalink, second.permalink]).toEqual(['bao-cao-trung-ten', 'bao-cao-trung-ten-2']);
    const before = await count('reports');
    expect(fieldsOf(await send(editor, 'POST', '/v1/admin/report', { ...reportInput(), permalink: 'bao-cao-trung-ten' }))).toEqual([
      ['permalink', 'Đường dẫn đã được dùng, vui lòng chọn đường dẫn khác'],
    ]);
    expect(
      fieldsOf(await send(editor, 'PUT', `/v1/admin/report/${second.id}`, { ...reportInput(), permalink: first.permalink }, 'en')),
    ).toEqual([['permalink', 'This permalink is already used, please choose another']]);
    expect(await count('reports')).toBe(before);
  });

  it('refuses a report without a place, with a project and a province, or with unknown references, storing nothing', async () => {
    const before = await count('reports');
    const { province_id: _province, ...placeless } = reportInput();
    expect(fieldsOf(await send(editor, 'POST', '/v1/admin/report', { ...placeless, title: '' }))).toEqual([
      ['title', 'Vui lòng nhập thông tin này'],
      ['province_id', 'Vui lòng chọn khu vực, tỉnh thành hoặc dự án của báo cáo'],
    ]);
    expect(fieldsOf(await send(editor, 'POST', '/v1/admin/report', { ...reportInput(), project_id: 1 }, 'en'))).toEqual([
      ['project_id', 'A project report has no area or province of its own'],
    ]);
    expect(fieldsOf(await send(editor, 'POST', '/v1/admin/report', { ...reportInput(), area_id: otherArea }, 'en'))).toEqual([
      ['province_id', 'The province is not in the chosen area'],
    ]);
    expect(fieldsOf(await send(editor, 'POST', '/v1/admin/report', { ...reportInput(), package_ids: [BASIC, 999_999] }))).toEqual([
      ['package_ids', 'Gói báo cáo không tồn tại'],
    ]);
    expect(fieldsOf(await send(editor, 'POST', '/v1/admin/report', { ...reportInput(), province_id: 2_000_000 }))).toEqual([
      ['province_id', 'Mục đã chọn không tồn tại'],
    ]);
    expect(await count('reports')).toBe(before);
  });

  it('answers hostile input with a clear refusal', async () => {
    const before = await count('reports');
    const cases: [unknown, string][] = [
      [{ ...reportInput(), title: 'x'.repeat(501) }, 'title'],
      [{ ...reportInput(), permalink: 'Bad Permalink/../x' }, 'permalink'],
      [{ ...reportInput(), cover_url: 'javascript:alert(1)' }, 'cover_url'],
      [{ ...reportInput(), published_on: '2027-02-30' }, 'published_on'],
      [{ ...reportInput(), status: 'live' }, 'status'],
      [{ ...reportInput(), hot: 'yes' }, 'hot'],
      [{ ...reportInput(), package_ids: 'all' }, 'package_ids'],
      [{ ...reportInput(), owner_id: 1 }, ''],
    ];
    for (const [payload, field] of cases) {
      const reply = await send(editor, 'POST', '/v1/admin/report', payload);
      expect(reply.statusCode).toBe(400);
      if (field) expect(fieldsOf(reply)?.map(([name]) => name)).toContain(field);
    }
    for (const url of ['/v1/admin/report/0', '/v1/admin/report/abc', '/v1/admin/report/99999999999']) {
      expect((await shop.call({ method: 'GET', url, as: editor })).statusCode).toBe(400);
    }
    const missing = await shop.call({ method: 'GET', url: '/v1/admin/report/2000000', as: editor, headers: { 'accept-language': 'en' } });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('This report does not exist.');
    const badSearch = await shop.call({
      method: 'POST',
      url: '/v1/admin/report/search?sort=password,asc',
      as: editor,
      payload: { keyword: 'x'.repeat(101) },
    });
    expect(badSearch.statusCode).toBe(400);
    expect(await count('reports')).toBe(before);
  });
});

describe('packages', () => {
  const packageInput = { name: 'Gói Doanh nghiệp', level: 5, price: 9_990_000, original_price: 12_000_000, sale_price: 8_990_000 };

  it('creates, searches and edits a package; orders keep the price paid', async () => {
    const pending = resultOf<Order>(
      await shop.call({
        method: 'POST',
        url: '/v1/orders',
        as: shop.buyer,
        payload: { buy_now: { report_id: shop.reports.second, type_id: BASIC }, payment_method: 'bank_transfer' },
      }),
    );
    expect(pending.items[0]!.price).toBe(BASIC_PRICE);

    const created = resultOf<AdminPackage>(await send(seller, 'POST', '/v1/admin/document-type', packageInput));
    expect(created).toMatchObject({
      name: 'Gói Doanh nghiệp',
      level: 5,
      sale_price: 8_990_000,
      is_free: false,
      active: true,
      sold_count: 0,
    });
    const found = await shop.call({
      method: 'POST',
      url: '/v1/admin/document-type/search?sort=price,desc',
      as: seller,
      payload: { keyword: 'doanh' },
    });
    expect(resultOf<Page<AdminPackage>>(found).items.map((pkg) => pkg.id)).toEqual([created.id]);

    const basic = resultOf<Page<AdminPackage>>(
      await shop.call({ method: 'POST', url: '/v1/admin/document-type/search', as: seller, payload: { keyword: 'Cơ bản' } }),
    ).items[0]!;
    const repriced = await send(seller, 'PUT', `/v1/admin/document-type/${BASIC}`, {
      name: basic.name,
      level: basic.level,
      price: 2_490_000,
      original_price: 2_990_000,
      description_en: 'The full PDF report',
    });
    expect(resultOf<AdminPackage>(repriced)).toMatchObject({ price: 2_490_000, description_en: 'The full PDF report' });
    const order = resultOf<Order>(await shop.call({ method: 'GET', url: `/v1/orders/${pending.id}`, as: shop.buyer }));
    expect(order.items[0]!.price).toBe(BASIC_PRICE);
    const offered = resultOf<ReportDetail>(await shop.call({ method: 'GET', url: `/v1/public/reports/${shop.reports.second}` }));
    // The report page shows the new price and the English description at once.
    expect(offered.packages.find((pkg) => pkg.id === BASIC)).toMatchObject({ price: 2_490_000, description_en: 'The full PDF report' });

    const off = await shop.call({ method: 'PUT', url: `/v1/admin/document-type/change-active?id=${created.id}&active=0`, as: seller });
    expect(resultOf<AdminPackage>(off).active).toBe(false);
    const trail = resultOf<Page<AuditEntry>>(
      await shop.call({ method: 'GET', url: `/v1/admin/audit/report_package/${BASIC}`, as: seller }),
    );
    expect(trail.items[0]).toMatchObject({ action: 'update', before: { price: BASIC_PRICE }, after: { price: 2_490_000 } });
  });

  it('keeps one package per level, and the level of a sold package', async () => {
    const before = await count('packages');
    expect(fieldsOf(await send(seller, 'POST', '/v1/admin/document-type', { ...packageInput, name: 'Trùng cấp', level: 3 }))).toEqual([
      ['level', 'Cấp này đã thuộc gói khác'],
    ]);
    await shop.t.db.query('insert into entitlements (user_id, report_id, package_id) values ($1, $2, $3)', [
      shop.other.id,
      shop.reports.main,
      PREMIUM,
    ]);
    const premium = { name: 'Gói Cao cấp', level: 4, price: 4_990_000, original_price: 6_490_000 };
    expect(fieldsOf(await send(seller, 'PUT', `/v1/admin/document-type/${PREMIUM}`, premium, 'en'))).toEqual([
      ['level', 'This package has been bought, so its level cannot change'],
    ]);
    expect(await count('packages')).toBe(before);

    const read = (as: Person) =>
      shop.call({ method: 'GET', url: `/v1/reports/premium-content?report_id=${shop.reports.main}&type_id=${PREMIUM}`, as });
    await shop.call({ method: 'PUT', url: `/v1/admin/document-type/change-active?id=${PREMIUM}&active=false`, as: seller });
    expect((await read(shop.other)).statusCode).toBe(200);
    expect((await read(shop.buyer)).statusCode).toBe(404);
    await shop.call({ method: 'PUT', url: `/v1/admin/document-type/change-active?id=${PREMIUM}&active=true`, as: seller });
    expect(errorOf(await read(shop.buyer)).error_code).toBe('CONTENT_NOT_ENTITLED');
  });

  it('refuses inconsistent prices and hostile input', async () => {
    expect(fieldsOf(await send(seller, 'POST', '/v1/admin/document-type', { ...packageInput, level: 7, sale_price: 10_000_000 }))).toEqual([
      ['sale_price', 'Giá khuyến mãi không được cao hơn giá bán'],
    ]);
    expect(fieldsOf(await send(seller, 'POST', '/v1/admin/document-type', { ...packageInput, level: 7, is_free: true }, 'en'))).toEqual([
      ['price', 'A free package has no price'],
    ]);
    for (const payload of [
      { ...packageInput, level: -1 },
      { ...packageInput, level: 8, price: -5 },
      { ...packageInput, level: 8, price: 1.5 },
      { ...packageInput, level: 8, name: '<b>'.repeat(100) },
      { ...packageInput, level: 8, active: 'true' },
      { ...packageInput, level: 8, description_en: 'x'.repeat(5001) },
      { ...packageInput, level: 8, description_en: 42 },
    ]) {
      expect((await send(seller, 'POST', '/v1/admin/document-type', payload)).statusCode).toBe(400);
    }
    const unknown = await shop.call({ method: 'PUT', url: '/v1/admin/document-type/change-active?id=2000000&active=true', as: seller });
    expect(errorOf(unknown).error_code).toBe('PACKAGE_NOT_FOUND');
  });
});

describe('contents', () => {
  const pdfKey = 'reports/admin-test/phan-tich.pdf';
  let reportId: number;

  beforeAll(async () => {
    await shop.t.app.storage.put(pdfKey, Buffer.from('%PDF-1.4 test'), 'application/pdf');
    const report = resultOf<AdminReport>(
      await send(editor, 'POST', '/v1/admin/report', { ...reportInput(), title: 'Báo cáo có nội dung', package_ids: [BASIC] }),
    );
    reportId = report.id;
  });

  it('adds a PDF and a YouTube content to a package the report offers, and previews them without counting a download', async () => {
    const options = resultOf<ContentReportOption[]>(
      await shop.call({ method: 'GET', url: '/v1/admin/document/reports?keyword=co%20noi%20dung', as: writer }),
    );
    expect(options).toEqual([{ id: reportId, title: 'Báo cáo có nội dung', packages: [expect.objectContaining({ id: BASIC })] }]);

    const pdf = resultOf<AdminContent>(
      await send(writer, 'POST', '/v1/admin/document', {
        report_id: reportId,
        package_id: BASIC,
        title: 'Phân tích đầy đủ',
        format: 'pdf',
        file_key: pdfKey,
        file_name: 'phan-tich.pdf',
        page_count: 12,
      }),
    );
    expect(pdf).toMatchObject({ format: 'pdf', file_key: pdfKey, file_size: 13, mime_type: 'application/pdf', url: null, active: true });
    const video = resultOf<AdminContent>(
      await send(writer, 'POST', '/v1/admin/document', {
        report_id: reportId,
        package_id: BASIC,
        title: 'Video',
        format: 'youtube',
        url: 'https://www.youtube.com/watch?v=abcdef12345',
      }),
    );
    expect(video).toMatchObject({ format: 'youtube', file_key: null, url: 'https://www.youtube.com/watch?v=abcdef12345' });

    const detail = resultOf<ReportDetail>(await shop.call({ method: 'GET', url: `/v1/public/reports/${reportId}` }));
    expect(detail.contents.map((content) => content.title)).toEqual(['Phân tích đầy đủ', 'Video']);

    const preview = resultOf<ContentLink>(await shop.call({ method: 'GET', url: `/v1/admin/document/${pdf.id}/preview`, as: writer }));
    expect(preview.url).toMatch(new RegExp(`^/v1/public/files/content/${pdf.id}\\?.*p=1`));
    const file = await shop.call({ method: 'GET', url: preview.url, as: writer });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF-1.4 test');
    const forged = await shop.call({ method: 'GET', url: preview.url.replace('p=1', 'p=1&u=1'), as: writer });
    expect(forged.statusCode).toBe(400);
    expect(await count('download_logs')).toBe(0);

    const found = await shop.call({
      method: 'POST',
      url: '/v1/admin/document/search',
      as: writer,
      payload: { report_id: reportId, format: 'pdf' },
    });
    expect(resultOf<Page<AdminContent>>(found).items.map((content) => content.id)).toEqual([pdf.id]);
    // A keyword matches the title without diacritics, or the file's name.
    for (const keyword of ['phan tich day', 'PHÂN TÍCH', 'phan-tich.pdf']) {
      const byKeyword = await send(writer, 'POST', '/v1/admin/document/search', { report_id: reportId, keyword });
      expect(resultOf<Page<AdminContent>>(byKeyword).items.map((content) => content.id)).toEqual([pdf.id]);
    }
    const off = await shop.call({ method: 'PUT', url: `/v1/admin/document/change-active?id=${video.id}&active=false`, as: writer });
    expect(resultOf<AdminContent>(off).active).toBe(false);
    const after = resultOf<ReportDetail>(await shop.call({ method: 'GET', url: `/v1/public/reports/${reportId}` }));
    expect(after.contents.map((content) => content.title)).toEqual(['Phân tích đầy đủ']);
  });

  it('refuses contents of a package the report does not offer, missing files and wrong links, storing nothing', async () => {
    const before = await count('report_contents');
    const base = { report_id: reportId, package_id: BASIC, title: 'Tệp', format: 'pdf' };
    expect(fieldsOf(await send(writer, 'POST', '/v1/admin/document', { ...base, package_id: PREMIUM, file_key: pdfKey }))).toEqual([
      ['package_id', 'Báo cáo không bán gói này, vui lòng thêm gói vào báo cáo trước'],
    ]);
    expect(fieldsOf(await send(writer, 'POST', '/v1/admin/document', base, 'en'))).toEqual([
      ['file_key', 'Please upload a file or enter a link'],
    ]);
    expect(fieldsOf(await send(writer, 'POST', '/v1/admin/document', { ...base, file_key: 'reports/none.pdf' }, 'en'))).toEqual([
      ['file_key', 'The uploaded file is gone, please upload it again'],
    ]);
    expect(fieldsOf(await send(writer, 'POST', '/v1/admin/document', { ...base, format: 'video', file_key: pdfKey }, 'en'))).toEqual([
      ['file_key', 'The file does not match the chosen format'],
    ]);
    expect(fieldsOf(await send(writer, 'POST', '/v1/admin/document', { ...base, format: 'youtube', url: 'https://vimeo.com/1' }))).toEqual([
      ['url', 'Đường dẫn YouTube không hợp lệ'],
    ]);
    for (const payload of [
      { ...base, file_key: '../../etc/passwd' },
      { ...base, file_key: '/etc/passwd' },
      { ...base, url: 'javascript:alert(1)' },
      { ...base, format: 'exe', file_key: pdfKey },
      { ...base, report_id: 'one', file_key: pdfKey },
      { ...base, title: 'x'.repeat(501), file_key: pdfKey },
    ]) {
      expect((await send(writer, 'POST', '/v1/admin/document', payload)).statusCode).toBe(400);
    }
    expect(await count('report_contents')).toBe(before);
  });
});

describe('items', () => {
  it('keeps each screen to the staff holding its item', async () => {
    const cases: [Person, 'GET' | 'POST', string][] = [
      [seller, 'POST', '/v1/admin/report/search'],
      [writer, 'GET', '/v1/admin/report/1'],
      [editor, 'POST', '/v1/admin/document-type/search'],
      [editor, 'POST', '/v1/admin/document/search'],
      [seller, 'GET', '/v1/admin/document/reports'],
    ];
    for (const [as, method, url] of cases) {
      const reply = await shop.call({ method, url, as, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(reply.statusCode).toBe(403);
    }
  });
});
