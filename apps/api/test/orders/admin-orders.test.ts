import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DownloadCount, ReportDownloadsRow } from '@app/contracts/download-stats.js';
import type { Page } from '@app/contracts/envelope.js';
import type { AdminOrderDetail, AdminOrderRow, Order } from '@app/contracts/orders.js';
import type { AdminMomoRow, MomoPayment } from '@app/contracts/payments.js';
import { downloadLogs } from '../../src/db/schema/index.js';
import {
  addCoupon,
  BASIC,
  BASIC_PRICE,
  createShop,
  errorOf,
  PREMIUM,
  resultOf,
  type CallOptions,
  type Person,
  type Shop,
} from './support/shop.js';

let shop: Shop;

beforeAll(async () => {
  // MoMo orders are placed through the built-in stand-in.
  shop = await createShop({ MOMO_DEMO: 'true' });
  await addCoupon(shop, { code: 'TCHUYDON', discountType: 'amount', discountValue: 100_000, totalLimit: 10, perUserLimit: 1 });
});
afterAll(() => shop.t.close());

const adminRoutes: CallOptions[] = [
  { method: 'POST', url: '/v1/admin/order/search', payload: {} },
  { method: 'GET', url: '/v1/admin/order/1' },
  { method: 'PUT', url: '/v1/admin/order/change-status', payload: { id: 1, status: 'cancelled' } },
  { method: 'POST', url: '/v1/admin/order-momo/search', payload: {} },
  { method: 'POST', url: '/v1/admin/report/count-download-report', payload: { from: '2026-01-01', to: '2026-01-31' } },
  { method: 'POST', url: '/v1/admin/download/report/getAll', payload: { from: '2026-01-01', to: '2026-01-31' } },
];

const place = (as: Person, reportId: number, typeId: number, method: string, coupon?: string) =>
  shop.call({
    method: 'POST',
    url: '/v1/orders',
    as,
    payload: { buy_now: { report_id: reportId, type_id: typeId }, payment_method: method, ...(coupon ? { coupon_code: coupon } : {}) },
  });
const changeStatus = (id: number, status: string, as = shop.staff) =>
  shop.call({ method: 'PUT', url: '/v1/admin/order/change-status', as, payload: { id, status } });
const search = (body: object, query = '') =>
  shop.call({ method: 'POST', url: `/v1/admin/order/search${query}`, as: shop.staff, payload: body });

describe('staff routes are guarded', () => {
  it.each(adminRoutes)('$method $url: 401 without a token, 403 for a customer', async (route) => {
    expect((await shop.call(route)).statusCode).toBe(401);
    const customer = await shop.call({ ...route, as: shop.buyer });
    expect(customer.statusCode).toBe(403);
    expect(errorOf(customer).error_code).toBe('FORBIDDEN');
  });

  it('keeps download figures from staff who only manage orders', async () => {
    const orderStaff = await shop.person('chidonhang', ['report-manage/order']);
    expect((await shop.call({ ...adminRoutes[4]!, as: orderStaff })).statusCode).toBe(403);
    expect((await shop.call({ ...adminRoutes[0]!, as: orderStaff })).statusCode).toBe(200);
  });
});

describe('confirming and cancelling orders', () => {
  it('confirms a bank transfer: the order is paid, the packages granted, the transfer and the change recorded', async () => {
    const buyer = await shop.person('xacnhan');
    const order = resultOf<Order>(await place(buyer, shop.reports.main, PREMIUM, 'bank_transfer'));
    const response = await changeStatus(order.id, 'paid');
    expect(response.statusCode).toBe(200);
    const detail = resultOf<AdminOrderDetail>(response);
    expect(detail).toMatchObject({
      status: 'paid',
      paid: true,
      confirmed_by: { id: shop.staff.id },
      user: { id: buyer.id, username: buyer.username },
    });
    expect(detail.bank_transfers).toEqual([
      expect.objectContaining({ source: 'staff', amount: order.total, memo: order.bank_transfer!.transfer_syntax, bank_reference: null }),
    ]);
    const owned = await shop.t.db.query<{ package_id: number }>('select package_id from entitlements where user_id = $1', [buyer.id]);
    expect(owned).toEqual([{ package_id: PREMIUM }]);
    const audit = await shop.t.db.query<{ actor_id: number; action: string }>(
      `select actor_id, action from audit_logs where entity = 'order' and entity_id = $1`,
      [String(order.id)],
    );
    expect(audit).toEqual([{ actor_id: shop.staff.id, action: 'confirm-transfer' }]);
    await vi.waitFor(async () => {
      const mails = await shop.t.db.query<{ n: number }>('select count(*)::int as n from mail_outbox where to_address = $1', [buyer.email]);
      expect(mails[0]?.n).toBe(1);
    });

    const again = await changeStatus(order.id, 'paid');
    expect(errorOf(again)).toMatchObject({ error_code: 'ORDER_ALREADY_PAID', message: 'Đơn hàng đã được thanh toán.' });
    const cancel = await changeStatus(order.id, 'cancelled');
    expect(cancel.statusCode).toBe(400);
    expect(errorOf(cancel).message).toBe('Đơn hàng đã được thanh toán, không thể hủy.');
    const [state] = await shop.t.db.query<{ status: string; paid: boolean }>('select status, paid from orders where id = $1', [order.id]);
    expect(state).toEqual({ status: 'paid', paid: true });
  });

  it('cancels an unpaid order and gives its coupon use back', async () => {
    const buyer = await shop.person('huydon');
    const order = resultOf<Order>(await place(buyer, shop.reports.second, BASIC, 'bank_transfer', 'TCHUYDON'));
    expect(order.discount).toBe(100_000);
    const used = async () =>
      (await shop.t.db.query<{ used_count: number }>(`select used_count from coupons where code = 'TCHUYDON'`))[0]?.used_count;
    expect(await used()).toBe(1);

    const response = await changeStatus(order.id, 'cancelled');
    expect(response.statusCode).toBe(200);
    expect(resultOf<AdminOrderDetail>(response)).toMatchObject({ status: 'cancelled', paid: false });
    expect(resultOf<AdminOrderDetail>(response).cancelled_at).not.toBeNull();
    expect(await used()).toBe(0);
    const reused = await place(buyer, shop.reports.second, BASIC, 'bank_transfer', 'TCHUYDON');
    expect(reused.statusCode).toBe(200);

    expect(errorOf(await changeStatus(order.id, 'paid')).error_code).toBe('ORDER_CANCELLED');
    expect(errorOf(await changeStatus(order.id, 'cancelled')).error_code).toBe('ORDER_CANCELLED');
    const audit = await shop.t.db.query<{ action: string }>(`select action from audit_logs where entity = 'order' and entity_id = $1`, [
      String(order.id),
    ]);
    expect(audit).toEqual([{ action: 'cancel' }]);
  });

  it('confirms by hand only bank transfers, and refuses unknown orders and statuses', async () => {
    const buyer = await shop.person('momotay');
    const momo = resultOf<Order>(await place(buyer, shop.reports.main, BASIC, 'momo'));
    expect(errorOf(await changeStatus(momo.id, 'paid')).error_code).toBe('ORDER_NOT_BANK_TRANSFER');
    expect((await changeStatus(2_000_000_000, 'paid')).statusCode).toBe(404);
    expect(errorOf(await changeStatus(momo.id, 'pending')).error_code).toBe('ORDER_STATUS_MOVE_INVALID');
    expect((await changeStatus(momo.id, 'refunded')).statusCode).toBe(400);
    const [state] = await shop.t.db.query<{ status: string }>('select status from orders where id = $1', [momo.id]);
    expect(state?.status).toBe('pending');
  });
});

describe('searching orders', () => {
  it('filters by code, status, payment method, buyer and Vietnam days, newest first', async () => {
    const buyer = await shop.person('timkiem');
    const bank = resultOf<Order>(await place(buyer, shop.reports.main, BASIC, 'bank_transfer'));
    const momo = resultOf<Order>(await place(buyer, shop.reports.second, BASIC, 'momo'));

    const byBuyer = resultOf<Page<AdminOrderRow>>(await search({ keyword: buyer.username }));
    expect(byBuyer.items.map((row) => row.id)).toEqual([momo.id, bank.id]);
    expect(byBuyer.items[1]).toMatchObject({
      code: bank.code,
      status: 'pending',
      payment_method: 'bank_transfer',
      total: BASIC_PRICE,
      item_count: 1,
      user: { email: buyer.email, full_name: 'Nguyễn Văn An' },
    });

    expect(resultOf<Page<AdminOrderRow>>(await search({ code: bank.code.toLowerCase() })).items.map((row) => row.id)).toEqual([bank.id]);
    expect(
      resultOf<Page<AdminOrderRow>>(await search({ keyword: buyer.username, payment_method: 'momo' })).items.map((row) => row.id),
    ).toEqual([momo.id]);
    expect(resultOf<Page<AdminOrderRow>>(await search({ keyword: buyer.username, status: 'paid' })).items).toEqual([]);
    expect(resultOf<Page<AdminOrderRow>>(await search({ keyword: buyer.username }, '?sort=id,asc&page=1&page_size=1'))).toMatchObject({
      total: 2,
      page_size: 1,
      items: [{ id: bank.id }],
    });

    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    expect(resultOf<Page<AdminOrderRow>>(await search({ keyword: buyer.username, from: today, to: today })).total).toBe(2);
    expect(resultOf<Page<AdminOrderRow>>(await search({ keyword: buyer.username, from: '2020-01-01', to: '2020-01-31' })).total).toBe(0);
    expect((await search({ from: '2026-02-30' })).statusCode).toBe(400);
    expect((await search({ from: '2026-03-02', to: '2026-03-01' })).statusCode).toBe(400);
    expect((await search({ status: 'unknown' })).statusCode).toBe(400);
  });

  it('shows one order with its buyer, items and payments', async () => {
    const buyer = await shop.person('chitiet');
    const order = resultOf<Order>(await place(buyer, shop.reports.main, BASIC, 'momo'));
    const payment = resultOf<MomoPayment>(
      await shop.call({ method: 'POST', url: '/v1/orders/momo', as: buyer, payload: { order_id: order.id } }),
    );
    const detail = resultOf<AdminOrderDetail>(await shop.call({ method: 'GET', url: `/v1/admin/order/${order.id}`, as: shop.staff }));
    expect(detail).toMatchObject({
      id: order.id,
      code: order.code,
      user: { id: buyer.id },
      items: [{ package_id: BASIC }],
      bank_transfers: [],
    });
    expect(detail.momo_transactions).toEqual([
      expect.objectContaining({ momo_order_id: payment.momo_order_id, status: 'created', amount: BASIC_PRICE }),
    ]);
    expect((await shop.call({ method: 'GET', url: '/v1/admin/order/2000000000', as: shop.staff })).statusCode).toBe(404);

    const attempts = resultOf<Page<AdminMomoRow>>(
      await shop.call({ method: 'POST', url: '/v1/admin/order-momo/search', as: shop.staff, payload: { code: order.code } }),
    );
    expect(attempts.items).toEqual([
      expect.objectContaining({
        order_id: order.id,
        order_code: order.code,
        momo_order_id: payment.momo_order_id,
        status: 'created',
        user: expect.objectContaining({ id: buyer.id }),
      }),
    ]);
    const byStatus = resultOf<Page<AdminMomoRow>>(
      await shop.call({
        method: 'POST',
        url: '/v1/admin/order-momo/search',
        as: shop.staff,
        payload: { keyword: buyer.username, status: 'paid' },
      }),
    );
    expect(byStatus.items).toEqual([]);
  });
});

describe('download figures', () => {
  it('counts downloads per report, per day and per content in a range of days', async () => {
    const readers = [await shop.person('doc1'), await shop.person('doc2')];
    await shop.t.app.db.insert(downloadLogs).values([
      { contentId: shop.pdfContentId, reportId: shop.reports.main, userId: readers[0]!.id, day: '2026-02-01', count: 3 },
      { contentId: shop.pdfContentId, reportId: shop.reports.main, userId: readers[1]!.id, day: '2026-02-01', count: 1 },
      { contentId: shop.pdfContentId, reportId: shop.reports.main, userId: readers[0]!.id, day: '2026-02-03', count: 2 },
      { contentId: shop.pdfContentId, reportId: shop.reports.main, userId: readers[0]!.id, day: '2026-03-15', count: 9 },
    ]);
    const count = resultOf<DownloadCount>(
      await shop.call({
        method: 'POST',
        url: '/v1/admin/report/count-download-report',
        as: shop.staff,
        payload: { report_id: shop.reports.main, from: '2026-02-01', to: '2026-02-28' },
      }),
    );
    expect(count).toMatchObject({ report_id: shop.reports.main, downloads: 6, downloaders: 2 });
    expect(count.by_day).toEqual([
      { day: '2026-02-01', downloads: 4 },
      { day: '2026-02-03', downloads: 2 },
    ]);
    expect(count.by_content).toEqual([{ content_id: shop.pdfContentId, title: 'Báo cáo đầy đủ (PDF)', format: 'pdf', downloads: 6 }]);

    const perReport = resultOf<Page<ReportDownloadsRow>>(
      await shop.call({
        method: 'POST',
        url: '/v1/admin/download/report/getAll',
        as: shop.staff,
        payload: { from: '2026-02-01', to: '2026-03-31', keyword: 'thi truong ha-noi' },
      }),
    );
    expect(perReport.items).toEqual([expect.objectContaining({ report_id: shop.reports.main, downloads: 15, downloaders: 2 })]);
    const bad = await shop.call({
      method: 'POST',
      url: '/v1/admin/report/count-download-report',
      as: shop.staff,
      payload: { from: '2026-03-01', to: '2026-02-01' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe('Khoảng thời gian không hợp lệ');
  });
});
