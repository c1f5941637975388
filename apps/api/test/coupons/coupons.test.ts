import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CouponCheck } from '@app/contracts/cart.js';
import type { Order } from '@app/contracts/orders.js';
import {
  addCoupon,
  BASIC,
  BASIC_PRICE,
  createShop,
  errorOf,
  orderCount,
  PREMIUM,
  resultOf,
  type Person,
  type Shop,
} from '../orders/support/shop.js';

let shop: Shop;
const day = 86_400_000;

beforeAll(async () => {
  shop = await createShop();
  await addCoupon(shop, { code: 'TCGIAM10', discountType: 'percent', discountValue: 10 });
  await addCoupon(shop, { code: 'TCTRAN', discountType: 'percent', discountValue: 50, maxDiscount: 300_000 });
  await addCoupon(shop, { code: 'TC500K', discountType: 'amount', discountValue: 500_000, minOrderTotal: 2_000_000 });
  await addCoupon(shop, { code: 'TCTAT', active: false });
  await addCoupon(shop, { code: 'TCHETHAN', validFrom: new Date(Date.now() - 60 * day), validUntil: new Date(Date.now() - day) });
  await addCoupon(shop, { code: 'TCSAPTOI', validFrom: new Date(Date.now() + day), validUntil: new Date(Date.now() + 30 * day) });
  await addCoupon(shop, { code: 'TCHETLUOT', totalLimit: 3, usedCount: 3 });
  await addCoupon(shop, { code: 'TCMOTLAN', perUserLimit: 1 });
});
afterAll(() => shop.t.close());

const check = (code: string, query = '', as?: Person, language?: string) =>
  shop.call({ method: 'GET', url: `/v1/public/coupon/${code}${query}`, as, headers: language ? { 'accept-language': language } : {} });

describe('coupon check', () => {
  it('answers the discount on a total: percent, rounded down', async () => {
    const response = await check('TCGIAM10', '?total=1990001');
    expect(response.statusCode).toBe(200);
    expect(resultOf<CouponCheck>(response)).toMatchObject({
      code: 'TCGIAM10',
      discount_type: 'percent',
      discount_value: 10,
      discount: 199_000,
      total_after_discount: 1_791_001,
    });
  });

  it('caps a percent discount at its ceiling and matches codes without regard to case', async () => {
    expect(resultOf<CouponCheck>(await check('tctran', '?total=4990000'))).toMatchObject({
      code: 'TCTRAN',
      discount: 300_000,
      max_discount: 300_000,
    });
  });

  it('describes the coupon without a total', async () => {
    expect(resultOf<CouponCheck>(await check('TC500K'))).toMatchObject({
      discount_type: 'amount',
      discount_value: 500_000,
      min_order_total: 2_000_000,
      discount: null,
    });
  });

  it.each([
    ['KHONGCO', '', 404, 'COUPON_NOT_FOUND', 'Mã giảm giá không tồn tại.'],
    ['TCTAT', '', 400, 'COUPON_INACTIVE', 'Mã giảm giá đã ngừng áp dụng.'],
    ['TCHETHAN', '', 400, 'COUPON_EXPIRED', 'Mã giảm giá đã hết hạn.'],
    ['TCSAPTOI', '', 400, 'COUPON_NOT_STARTED', 'Mã giảm giá chưa đến thời gian áp dụng.'],
    ['TCHETLUOT', '', 400, 'COUPON_USED_UP', 'Mã giảm giá đã hết lượt sử dụng.'],
    ['TC500K', '?total=1990000', 400, 'COUPON_MIN_TOTAL', 'Đơn hàng tối thiểu 2.000.000 ₫ để dùng mã giảm giá này.'],
  ])('%s%s: %s', async (code, query, status, errorCode, message) => {
    const response = await check(code, query);
    expect(response.statusCode).toBe(status);
    expect(errorOf(response)).toMatchObject({ error_code: errorCode, message });
  });

  it('says why in English too', async () => {
    expect(errorOf(await check('TCHETHAN', '', undefined, 'en')).message).toBe('This coupon has expired.');
    expect(errorOf(await check('TC500K', '?total=100', undefined, 'en')).message).toBe(
      'This coupon needs an order of at least 2,000,000 ₫.',
    );
  });

  it('refuses malformed codes and totals with a 4xx', async () => {
    for (const url of [
      '/v1/public/coupon/%3Cscript%3E',
      '/v1/public/coupon/TCGIAM10?total=-5',
      '/v1/public/coupon/TCGIAM10?total=abc',
      `/v1/public/coupon/${'A'.repeat(65)}`,
    ]) {
      const response = await shop.call({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
    }
  });

  it('checks the per-user cap for a signed-in caller once they used the coupon', async () => {
    const buyer = await shop.person('motlan');
    const order = await shop.call({
      method: 'POST',
      url: '/v1/orders',
      as: buyer,
      payload: { buy_now: { report_id: shop.reports.main, type_id: BASIC }, payment_method: 'bank_transfer', coupon_code: 'TCMOTLAN' },
    });
    expect(order.statusCode).toBe(200);
    expect(resultOf<Order>(order)).toMatchObject({ coupon_code: 'TCMOTLAN', discount: 199_000, total: BASIC_PRICE - 199_000 });

    const mine = await check('TCMOTLAN', '?total=1990000', buyer);
    expect(mine.statusCode).toBe(400);
    expect(errorOf(mine)).toMatchObject({ error_code: 'COUPON_USER_LIMIT', message: 'Bạn đã dùng hết lượt của mã giảm giá này.' });
    expect((await check('TCMOTLAN', '?total=1990000')).statusCode).toBe(200);
    expect((await check('TCMOTLAN', '?total=1990000', shop.other)).statusCode).toBe(200);

    const again = await shop.call({
      method: 'POST',
      url: '/v1/orders',
      as: buyer,
      payload: { buy_now: { report_id: shop.reports.second, type_id: BASIC }, payment_method: 'bank_transfer', coupon_code: 'TCMOTLAN' },
    });
    expect(errorOf(again).error_code).toBe('COUPON_USER_LIMIT');
    expect(await orderCount(shop, [buyer.id])).toBe(1);
  });
});

describe('coupon caps under concurrent orders', () => {
  it('gives the last use of a coupon to exactly one of ten orders placed at once', async () => {
    await addCoupon(shop, { code: 'TCCUOICUNG', discountType: 'amount', discountValue: 100_000, totalLimit: 5, usedCount: 4 });
    const buyers = await Promise.all(Array.from({ length: 10 }, (_, index) => shop.person(`dua${index}`)));
    const responses = await Promise.all(
      buyers.map((buyer) =>
        shop.call({
          method: 'POST',
          url: '/v1/orders',
          as: buyer,
          payload: {
            buy_now: { report_id: shop.reports.second, type_id: PREMIUM },
            payment_method: 'bank_transfer',
            coupon_code: 'TCCUOICUNG',
          },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
    for (const response of responses.filter((r) => r.statusCode === 400)) expect(errorOf(response).error_code).toBe('COUPON_USED_UP');

    const [coupon] = await shop.t.db.query<{ used_count: number; redemptions: number }>(
      `select used_count, (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id) as redemptions from coupons c where code = 'TCCUOICUNG'`,
    );
    expect(coupon).toEqual({ used_count: 5, redemptions: 1 });
    expect(
      await orderCount(
        shop,
        buyers.map((buyer) => buyer.id),
      ),
    ).toBe(1);
  });

  it('holds the per-user cap when one user races for a coupon', async () => {
    await addCoupon(shop, { code: 'TCMOTNGUOI', discountType: 'amount', discountValue: 100_000, perUserLimit: 1 });
    const buyer = await shop.person('voivang');
    const responses = await Promise.all(
      [shop.reports.main, shop.reports.second, shop.reports.discounted, shop.reports.main, shop.reports.second].map((reportId, index) =>
        shop.call({
          method: 'POST',
          url: '/v1/orders',
          as: buyer,
          payload: {
            buy_now: { report_id: reportId, type_id: index < 3 ? PREMIUM : BASIC },
            payment_method: 'bank_transfer',
            coupon_code: 'TCMOTNGUOI',
          },
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(await orderCount(shop, [buyer.id])).toBe(1);
  });
});
