import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@app/contracts/admin-audit.js';
import type { AdminOrderFull } from '@app/contracts/admin-orders.js';
import type { Page } from '@app/contracts/envelope.js';
import type { Order } from '@app/contracts/orders.js';
import { BASIC, createShop, errorOf, PREMIUM, resultOf, type Person, type Shop } from './support/shop.js';

const secret = 'bank-webhook-secret-for-admin-tests';
let shop: Shop;
let secondStaff: Person;

beforeAll(async () => {
  shop = await createShop({ BANK_WEBHOOK_SECRET: secret });
  secondStaff = await shop.person('nhanvien2', ['report-manage/order']);
});
afterAll(() => shop.t.close());

const placeBankOrder = async (name: string) => {
  const buyer = await shop.person(name);
  const order = resultOf<Order>(
    await shop.call({
      method: 'POST',
      url: '/v1/orders',
      as: buyer,
      payload: { buy_now: { report_id: shop.reports.main, type_id: PREMIUM }, payment_method: 'bank_transfer' },
    }),
  );
  return { buyer, order };
};
const confirm = (id: number, as: Person, language = 'vi') =>
  shop.call({
    method: 'PUT',
    url: '/v1/admin/order/change-status',
    as,
    payload: { id, status: 'paid' },
    headers: { 'accept-language': language },
  });
const bankNotify = (order: Order, reference: string) => {
  const raw = JSON.stringify({ reference, amount: order.total, memo: `CT ${order.bank_transfer!.transfer_syntax.toUpperCase()} FT1` });
  return shop.call({
    method: 'POST',
    url: '/v1/public/bank/notify',
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-bank-signature': `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}` },
  });
};
const countOf = async (sql: string, id: number) => (await shop.t.db.query<{ n: number }>(sql, [id]))[0]?.n;

describe('confirming a bank transfer', () => {
  it('pays the order and grants its content exactly once when two staff and the bank confirm at the same time', async () => {
    const { buyer, order } = await placeBankOrder('dongthoi');
    const replies = await Promise.all([
      confirm(order.id, shop.staff),
      confirm(order.id, secondStaff),
      bankNotify(order, `REF-${order.id}`),
    ]);
    const staffReplies = replies.slice(0, 2);
    const staffWins = staffReplies.filter((reply) => reply.statusCode === 200);
    // A losing staff click is told the order is already paid; the bank is answered normally.
    for (const reply of staffReplies.filter((r) => r.statusCode !== 200)) expect(errorOf(reply).error_code).toBe('ORDER_ALREADY_PAID');
    expect(replies[2]!.statusCode).toBe(200);
    const [row] = await shop.t.db.query<{ paid: boolean; status: string; confirmed_by: number | null }>(
      'select paid, status, confirmed_by from orders where id = $1',
      [order.id],
    );
    expect(row).toMatchObject({ paid: true, status: 'paid' });
    // Exactly one confirmation paid it: a staff member (recorded once in the trail) or, with no staff win, the bank.
    const confirmations = await countOf(
      `select count(*)::int as n from audit_logs where entity = 'order' and entity_id = $1::text`,
      order.id,
    );
    expect(staffWins.length).toBe(row!.confirmed_by === null ? 0 : 1);
    expect(confirmations).toBe(staffWins.length);
    const grants = await shop.t.db.query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct (report_id, package_id))::int as distinct from entitlements where user_id = $1',
      [buyer.id],
    );
    expect(grants[0]!.n).toBeGreaterThan(0);
    expect(grants[0]!.n).toBe(grants[0]!.distinct);
  });

  it('shows the status history and the audit trail of the confirmation, with the staff member and the values before and after', async () => {
    const { order } = await placeBankOrder('lichsu');
    expect((await confirm(order.id, shop.staff)).statusCode).toBe(200);
    const detail = resultOf<AdminOrderFull>(await shop.call({ method: 'GET', url: `/v1/admin/order/${order.id}`, as: shop.staff }));
    expect(detail.status_history.map((step) => [step.status, step.source, step.actor?.id ?? null])).toEqual([
      ['pending', 'buyer', null],
      ['paid', 'staff', shop.staff.id],
    ]);
    expect(detail.items).toEqual([expect.objectContaining({ report_id: shop.reports.main, package_id: PREMIUM, price: order.total })]);
    const history = resultOf<Page<AuditEntry>>(
      await shop.call({ method: 'GET', url: `/v1/admin/audit/order/${order.id}`, as: shop.staff }),
    );
    expect(history.items).toEqual([
      expect.objectContaining({
        action: 'confirm-transfer',
        actor: { id: shop.staff.id, username: shop.staff.username },
        before: expect.objectContaining({ status: 'pending', paid: false }),
        after: expect.objectContaining({ status: 'paid', paid: true }),
      }),
    ]);
    expect(Date.parse(history.items[0]!.created_at as unknown as string)).not.toBeNaN();
  });

  it('refuses a move outside the state machine with a clear message in both languages, changing nothing', async () => {
    const { order } = await placeBankOrder('trangthai');
    await confirm(order.id, shop.staff);
    const cancelPaid = await shop.call({
      method: 'PUT',
      url: '/v1/admin/order/change-status',
      as: shop.staff,
      payload: { id: order.id, status: 'cancelled' },
    });
    expect(errorOf(cancelPaid)).toMatchObject({ error_code: 'ORDER_ALREADY_PAID', message: 'Đơn hàng đã được thanh toán, không thể hủy.' });
    const { order: waiting } = await placeBankOrder('trangthai2');
    const back = await shop.call({
      method: 'PUT',
      url: '/v1/admin/order/change-status',
      as: shop.staff,
      payload: { id: waiting.id, status: 'pending' },
      headers: { 'accept-language': 'en' },
    });
    expect(back.statusCode).toBe(400);
    expect(errorOf(back).message).toBe('The order cannot move to this status: a waiting order can only be confirmed as paid or cancelled.');
    expect(errorOf(await confirm(order.id, shop.staff, 'en')).message).toBe('This order has already been paid.');
    expect(await countOf(`select count(*)::int as n from audit_logs where entity = 'order' and entity_id = $1::text`, waiting.id)).toBe(0);
  });

  it('keeps the trail of an order from staff of other items, and from customers', async () => {
    const { order } = await placeBankOrder('baomat');
    const couponStaff = await shop.person('chicoupon', ['report-manage/coupon']);
    expect((await shop.call({ method: 'GET', url: `/v1/admin/audit/order/${order.id}`, as: couponStaff })).statusCode).toBe(403);
    expect((await shop.call({ method: 'GET', url: `/v1/admin/audit/order/${order.id}`, as: shop.buyer })).statusCode).toBe(403);
    expect((await shop.call({ method: 'GET', url: `/v1/admin/audit/order/abc`, as: shop.staff })).statusCode).toBe(400);
  });
});

describe('searching orders', () => {
  it('finds an order by code, buyer keyword, payment method and Vietnam days', async () => {
    const { buyer, order } = await placeBankOrder('timdon');
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const found = await shop.call({
      method: 'POST',
      url: '/v1/admin/order/search?page_size=5&sort=created_at,desc',
      as: shop.staff,
      payload: { code: order.code.toLowerCase(), keyword: buyer.username, payment_method: 'bank_transfer', from: today, to: today },
    });
    expect(resultOf<Page<{ id: number }>>(found).items.map((row) => row.id)).toEqual([order.id]);
    const wrong = await shop.call({
      method: 'POST',
      url: '/v1/admin/order/search?page_size=500',
      as: shop.staff,
      payload: { from: '2026-13-01' },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('pays a basic order by bank notification alone, leaving no staff in its history', async () => {
    const buyer = await shop.person('chitunganhang');
    const order = resultOf<Order>(
      await shop.call({
        method: 'POST',
        url: '/v1/orders',
        as: buyer,
        payload: { buy_now: { report_id: shop.reports.second, type_id: BASIC }, payment_method: 'bank_transfer' },
      }),
    );
    await bankNotify(order, `REF-ALONE-${order.id}`);
    const detail = resultOf<AdminOrderFull>(await shop.call({ method: 'GET', url: `/v1/admin/order/${order.id}`, as: shop.staff }));
    expect(detail.status_history.at(-1)).toMatchObject({ status: 'paid', source: 'bank', actor: null });
  });
});
