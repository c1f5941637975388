import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@app/contracts/admin-dashboard.js';
import type { Order } from '@app/contracts/orders.js';
import { downloadLogs } from '../../src/db/schema/index.js';
import { BASIC, BASIC_PRICE, createShop, PREMIUM, resultOf, type Shop } from '../orders/support/shop.js';

let shop: Shop;
const vietnamToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  shop = await createShop();
});
afterAll(() => shop.t.close());

const board = (query: string, language = 'vi') =>
  shop.call({ method: 'GET', url: `/v1/admin/dashboard?${query}`, as: shop.staff, headers: { 'accept-language': language } });
const order = async (name: string, report: number, type: number, method = 'bank_transfer') => {
  const buyer = await shop.person(name);
  return resultOf<Order>(
    await shop.call({
      method: 'POST',
      url: '/v1/orders',
      as: buyer,
      payload: { buy_now: { report_id: report, type_id: type }, payment_method: method },
    }),
  );
};

describe('the dashboard', () => {
  it('sums paid revenue per day and month, orders per method and status, sign-ups, downloads and top reports', async () => {
    const today = vietnamToday();
    const first = await order('dash1', shop.reports.main, BASIC);
    const second = await order('dash2', shop.reports.main, PREMIUM);
    await order('dash3', shop.reports.second, BASIC);
    for (const paid of [first, second])
      await shop.call({ method: 'PUT', url: '/v1/admin/order/change-status', as: shop.staff, payload: { id: paid.id, status: 'paid' } });
    await shop.t.app.db.insert(downloadLogs).values({ contentId: shop.pdfContentId, reportId: shop.reports.main, day: today, count: 4 });

    const reply = await board(`from=${today}&to=${today}`);
    expect(reply.statusCode).toBe(200);
    const figures = resultOf<Dashboard>(reply);
    const revenue = first.total + second.total;
    expect(figures.totals).toMatchObject({ revenue, paid_orders: 2, orders: 3, downloads: 4 });
    expect(figures.totals.signups).toBeGreaterThanOrEqual(3);
    expect(figures.revenue_by_day).toEqual([{ day: today, revenue, orders: 2 }]);
    expect(figures.revenue_by_month).toEqual([{ month: today.slice(0, 7), revenue, orders: 2 }]);
    expect(figures.orders_by_payment_method).toEqual([{ payment_method: 'bank_transfer', orders: 3, revenue }]);
    expect(figures.orders_by_status).toEqual([
      { status: 'paid', orders: 2 },
      { status: 'pending', orders: 1 },
    ]);
    expect(figures.downloads_by_report).toEqual([expect.objectContaining({ report_id: shop.reports.main, downloads: 4 })]);
    expect(figures.top_reports.by_revenue[0]).toMatchObject({ report_id: shop.reports.main, revenue, sales: 2 });
    expect(first.total).toBe(BASIC_PRICE);
  });

  it('gives every day and month of the range, zero where nothing happened', async () => {
    const figures = resultOf<Dashboard>(await board('from=2025-01-30&to=2025-03-02'));
    expect(figures.revenue_by_day).toHaveLength(32);
    expect(figures.revenue_by_day.every((day) => day.revenue === 0)).toBe(true);
    expect(figures.revenue_by_month.map((month) => month.month)).toEqual(['2025-01', '2025-02', '2025-03']);
    expect(figures.signups_by_day[0]).toEqual({ day: '2025-01-30', users: 0 });
  });

  it('refuses a reversed, too long or malformed range in the caller’s language', async () => {
    const reversed = await board('from=2026-03-02&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([expect.objectContaining({ field: 'to', message: 'Khoảng thời gian không hợp lệ' })]);
    const long = await board('from=2025-01-01&to=2026-01-02', 'en');
    expect(long.json().errors).toEqual([expect.objectContaining({ field: 'to', message: 'The date range may cover at most 366 days' })]);
    expect((await board('from=2025-01-01&to=2026-01-01')).statusCode).toBe(200);
    expect((await board("from=2025-01-01'--&to=2025-01-02")).statusCode).toBe(400);
    expect((await board('from=2025-01-01')).statusCode).toBe(400);
    expect((await board('from=2025-01-01&to=2025-01-02&extra=1')).statusCode).toBe(400);
  });

  it('is for staff holding the orders item', async () => {
    const contactStaff = await shop.person('nvlienhe', ['user-manage/contact']);
    expect(
      (await shop.call({ method: 'GET', url: '/v1/admin/dashboard?from=2026-01-01&to=2026-01-02', as: contactStaff })).statusCode,
    ).toBe(403);
  });
});
