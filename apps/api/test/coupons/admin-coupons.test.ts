import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@app/contracts/admin-audit.js';
import type { AdminCoupon, CouponUsage } from '@app/contracts/admin-coupons.js';
import type { Page } from '@app/contracts/envelope.js';
import type { Order } from '@app/contracts/orders.js';
import { BASIC, createShop, errorOf, resultOf, type Person, type Shop } from '../orders/support/shop.js';

let shop: Shop;
let staff: Person;

beforeAll(async () => {
  shop = await createShop();
  staff = await shop.person('nvmagiamgia', ['report-manage/coupon']);
});
afterAll(() => shop.t.close());

const day = 86_400_000;
const valid = {
  code: 'tet2027',
  description: 'Giảm giá Tết',
  discount_type: 'percent',
  discount_value: 20,
  max_discount: 500_000,
  valid_from: new Date(Date.now() - day).toISOString(),
  valid_until: new Date(Date.now() + 30 * day).toISOString(),
  total_limit: 3,
  per_user_limit: 1,
};
const create = (body: object, language = 'vi') =>
  shop.call({ method: 'POST', url: '/v1/admin/coupon', as: staff, payload: body, headers: { 'accept-language': language } });
const fieldsOf = (reply: Awaited<ReturnType<typeof create>>) =>
  (reply.json() as { errors?: { field: string; message: string }[] }).errors?.map((error) => [error.field, error.message]);

describe('creating and editing coupons', () => {
  it('creates a coupon in capitals, searches it, edits and deactivates it, each change in the audit trail', async () => {
    const created = resultOf<AdminCoupon>(await create(valid));
    expect(created).toMatchObject({ code: 'TET2027', discount_type: 'percent', discount_value: 20, used_count: 0, active: true });
    const found = await shop.call({
      method: 'POST',
      url: '/v1/admin/coupon/search?sort=code,asc',
      as: staff,
      payload: { keyword: 'tết', state: 'running' },
    });
    expect(resultOf<Page<AdminCoupon>>(found).items.map((coupon) => coupon.id)).toContain(created.id);
    const byCode = await shop.call({ method: 'POST', url: '/v1/admin/coupon/search', as: staff, payload: { keyword: 'tet20' } });
    expect(resultOf<Page<AdminCoupon>>(byCode).items.map((coupon) => coupon.code)).toEqual(['TET2027']);

    const edited = await shop.call({
      method: 'PUT',
      url: `/v1/admin/coupon/${created.id}`,
      as: staff,
      payload: { ...valid, discount_type: 'amount', discount_value: 150_000, max_discount: 1 },
    });
    expect(resultOf<AdminCoupon>(edited)).toMatchObject({ discount_type: 'amount', discount_value: 150_000, max_discount: null });
    const off = await shop.call({ method: 'PUT', url: `/v1/admin/coupon/change-active?id=${created.id}&active=false`, as: staff });
    expect(resultOf<AdminCoupon>(off).active).toBe(false);
    const check = await shop.call({ method: 'GET', url: '/v1/public/coupon/TET2027' });
    expect(errorOf(check).error_code).toBe('COUPON_INACTIVE');

    const trail = resultOf<Page<AuditEntry>>(await shop.call({ method: 'GET', url: `/v1/admin/audit/coupon/${created.id}`, as: staff }));
    expect(trail.items.map((entry) => entry.action)).toEqual(['deactivate', 'update', 'create']);
    expect(trail.items[0]).toMatchObject({
      before: { active: true },
      after: { active: false },
      actor: { id: staff.id, username: staff.username },
    });
    expect(trail.items[2]!.before).toBeNull();
  });

  it('refuses bad coupons with field messages in the caller’s language, storing nothing', async () => {
    const before = await shop.t.db.query<{ n: number }>('select count(*)::int as n from coupons');
    expect(fieldsOf(await create({ ...valid, code: 'x y', discount_value: 120 }))).toEqual([
      ['code', 'Mã giảm giá gồm chữ cái không dấu, chữ số, gạch dưới hoặc gạch ngang'],
      ['discount_value', 'Phần trăm giảm từ 1 đến 100'],
    ]);
    expect(fieldsOf(await create({ ...valid, code: 'RANGE', valid_until: valid.valid_from }, 'en'))).toEqual([
      ['valid_until', 'Invalid date range'],
    ]);
    expect(fieldsOf(await create({ ...valid, code: 'CAPS', total_limit: 1, per_user_limit: 2 }, 'en'))).toEqual([
      ['per_user_limit', 'The uses per buyer may not exceed the total uses'],
    ]);
    expect(fieldsOf(await create({ ...valid, code: 'KIND', discount_type: 'free' }))).toEqual([
      ['discount_type', 'Vui lòng chọn giảm theo phần trăm hoặc số tiền'],
    ]);
    expect(fieldsOf(await create({ ...valid, code: 'WHEN', valid_from: '<script>' }, 'en'))).toEqual([
      ['valid_from', 'Invalid date and time'],
    ]);
    expect((await create({ ...valid, code: 'EXTRA', used_count: 99 })).statusCode).toBe(400);
    expect((await create({ ...valid, code: 'A'.repeat(65) })).statusCode).toBe(400);
    const after = await shop.t.db.query<{ n: number }>('select count(*)::int as n from coupons');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses a code already taken, whatever its case', async () => {
    await create({ ...valid, code: 'TRUNGMA' });
    const again = await create({ ...valid, code: 'trungma' }, 'en');
    expect(again.statusCode).toBe(409);
    expect(fieldsOf(again)).toEqual([['code', 'This coupon code already exists']]);
  });

  it('is refused to staff of other items', async () => {
    const orderStaff = await shop.person('nvdonhang', ['report-manage/order']);
    expect((await shop.call({ method: 'POST', url: '/v1/admin/coupon/search', as: orderStaff, payload: {} })).statusCode).toBe(403);
    expect((await shop.call({ method: 'POST', url: '/v1/admin/coupon', as: orderStaff, payload: valid })).statusCode).toBe(403);
  });
});

describe('coupon usage', () => {
  it('lists the orders that used a coupon and by whom, with the number of buyers; caps cannot go under the uses', async () => {
    const id = resultOf<AdminCoupon>(await create({ ...valid, code: 'DUNGTHU', total_limit: 5 })).id;
    const buyers = [await shop.person('dung1'), await shop.person('dung2')];
    const orders: Order[] = [];
    for (const buyer of buyers) {
      orders.push(
        resultOf<Order>(
          await shop.call({
            method: 'POST',
            url: '/v1/orders',
            as: buyer,
            payload: { buy_now: { report_id: shop.reports.main, type_id: BASIC }, payment_method: 'bank_transfer', coupon_code: 'dungthu' },
          }),
        ),
      );
    }
    const usage = resultOf<Page<CouponUsage> & { buyers: number }>(
      await shop.call({ method: 'GET', url: `/v1/admin/coupon/${id}/usage?page_size=1`, as: staff }),
    );
    expect(usage).toMatchObject({ total: 2, buyers: 2, page_size: 1 });
    expect(usage.items[0]).toMatchObject({
      order: { id: orders[1]!.id, code: orders[1]!.code },
      user: { id: buyers[1]!.id },
      released_at: null,
    });
    const tooLow = await shop.call({
      method: 'PUT',
      url: `/v1/admin/coupon/${id}`,
      as: staff,
      payload: { ...valid, code: 'DUNGTHU', total_limit: 1, per_user_limit: 1 },
    });
    expect(errorOf(tooLow)).toMatchObject({
      error_code: 'COUPON_LIMIT_BELOW_USES',
      message: 'Tổng số lượt không được nhỏ hơn số lượt đã dùng.',
    });
    expect((await shop.call({ method: 'GET', url: '/v1/admin/coupon/2000000000/usage', as: staff })).statusCode).toBe(404);
  });
});
