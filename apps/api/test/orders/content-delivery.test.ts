import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@app/contracts/orders.js';
import { stampLine, stampPdf } from '../../src/modules/commerce/entitlements/pdf-stamp.js';
import { BASIC, createShop, errorOf, PREMIUM, resultOf, type Person, type Shop } from './support/shop.js';
import { embeddedTextByPage } from './support/pdf-text.js';

let shop: Shop;

beforeAll(async () => {
  shop = await createShop();
});
afterAll(() => shop.t.close());

interface ContentLink {
  id: number;
  format: string;
  url: string;
}

const premiumContent = (as: Person, reportId: number, typeId: number) =>
  shop.call({ method: 'GET', url: `/v1/reports/premium-content?report_id=${reportId}&type_id=${typeId}`, as });
const pdfLink = async (as: Person, typeId: number) => {
  const response = await premiumContent(as, shop.reports.main, typeId);
  expect(response.statusCode).toBe(200);
  return resultOf<{ contents: ContentLink[] }>(response).contents.find((content) => content.format === 'pdf');
};
const openFile = (url: string, as?: Person, headers: Record<string, string> = {}) =>
  shop.t.app.inject({ method: 'GET', url, headers: { ...headers, ...(as ? { authorization: `Bearer ${as.token}` } : {}) } });
const downloads = async (userId: number) =>
  (
    await shop.t.db.query<{ count: number }>('select count from download_logs where user_id = $1 and content_id = $2', [
      userId,
      shop.pdfContentId,
    ])
  )[0]?.count ?? 0;

describe('stamping a PDF', () => {
  it('writes the buyer and the order on every page, in Vietnamese', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (let index = 0; index < 4; index += 1) doc.addPage([595, 842]).drawText(`Page ${index + 1}`, { x: 50, y: 700, size: 12, font });
    const stamp = { buyer: 'Trần Thị Đào (dao@example.vn)', orderCode: 'SV260315K7Q2M' };
    const stamped = await stampPdf(await doc.save(), stamp);
    const pages = await embeddedTextByPage(stamped);
    expect(pages).toHaveLength(4);
    for (const text of pages) {
      expect(text).toContain(stampLine(stamp));
      expect(text).toContain('Trần Thị Đào (dao@example.vn) · SV260315K7Q2M');
    }
  });

  it('leaves out the order when a package was granted without one', () => {
    expect(stampLine({ buyer: 'dao@example.vn', orderCode: null })).toBe('Tài liệu cấp riêng cho dao@example.vn – Không sao chép, chia sẻ');
  });
});

describe('content of a bought package', () => {
  it('is closed before payment and opens, stamped for the buyer, once staff confirm the transfer', async () => {
    const buyer = await shop.person('docbaocao');
    const order = resultOf<Order>(
      await shop.call({
        method: 'POST',
        url: '/v1/orders',
        as: buyer,
        payload: { buy_now: { report_id: shop.reports.main, type_id: BASIC }, payment_method: 'bank_transfer' },
      }),
    );
    const before = await premiumContent(buyer, shop.reports.main, BASIC);
    expect(before.statusCode).toBe(403);
    expect(errorOf(before).error_code).toBe('CONTENT_NOT_ENTITLED');

    expect(
      (await shop.call({ method: 'PUT', url: '/v1/admin/order/change-status', as: shop.staff, payload: { id: order.id, status: 'paid' } }))
        .statusCode,
    ).toBe(200);
    const link = await pdfLink(buyer, BASIC);
    expect(link?.url).toContain(`u=${buyer.id}`);
    const file = await openFile(link!.url, buyer);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
    const pages = await embeddedTextByPage(file.rawPayload);
    expect(pages).toHaveLength(3);
    for (const text of pages) expect(text).toContain(`Tài liệu cấp riêng cho Nguyễn Văn An (${buyer.email}) – Đơn hàng ${order.code}`);
    expect(await downloads(buyer.id)).toBe(1);

    // A stamped copy is always sent whole, so a range request counts as a download too.
    const again = await openFile(link!.url, buyer, { range: 'bytes=100-200' });
    expect(again.statusCode).toBe(200);
    expect(await downloads(buyer.id)).toBe(2);
  });

  it('opens the lower package’s files to the buyer of a higher package, stamped with that order', async () => {
    const buyer = await shop.person('caocap');
    await shop.call({
      method: 'POST',
      url: '/v1/orders',
      as: buyer,
      payload: { buy_now: { report_id: shop.reports.main, type_id: PREMIUM }, payment_method: 'bank_transfer' },
    });
    expect((await premiumContent(buyer, shop.reports.main, BASIC)).statusCode).toBe(403);
    const [order] = await shop.t.db.query<{ id: number; code: string }>('select id, code from orders where user_id = $1', [buyer.id]);
    await shop.call({ method: 'PUT', url: '/v1/admin/order/change-status', as: shop.staff, payload: { id: order!.id, status: 'paid' } });
    const link = await pdfLink(buyer, BASIC);
    const pages = await embeddedTextByPage((await openFile(link!.url, buyer)).rawPayload);
    expect(pages[0]).toContain(`Đơn hàng ${order!.code}`);
  });

  it('opens the buyer’s link only in the buyer’s session: copied, it serves nobody else', async () => {
    const buyer = await shop.person('chiase');
    const order = resultOf<Order>(
      await shop.call({
        method: 'POST',
        url: '/v1/orders',
        as: buyer,
        payload: { buy_now: { report_id: shop.reports.main, type_id: BASIC }, payment_method: 'bank_transfer' },
      }),
    );
    await shop.call({ method: 'PUT', url: '/v1/admin/order/change-status', as: shop.staff, payload: { id: order.id, status: 'paid' } });
    const link = await pdfLink(buyer, BASIC);
    const anonymous = await openFile(link!.url);
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).error_code).toBe('UNAUTHORIZED');
    const stranger = await openFile(link!.url, shop.other);
    expect(stranger.statusCode).toBe(403);
    expect(errorOf(stranger).error_code).toBe('FILE_LINK_INVALID');
    expect(await downloads(buyer.id)).toBe(0);
    expect((await openFile(link!.url, buyer)).statusCode).toBe(200);
    expect(await downloads(buyer.id)).toBe(1);
  });

  it('stays closed to everyone else', async () => {
    const response = await premiumContent(shop.other, shop.reports.main, BASIC);
    expect(response.statusCode).toBe(403);
    expect(
      (await shop.call({ method: 'GET', url: `/v1/reports/premium-content?report_id=${shop.reports.main}&type_id=${BASIC}` })).statusCode,
    ).toBe(401);
  });
});
