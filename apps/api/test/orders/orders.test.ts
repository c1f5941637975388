import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@app/contracts/cart.js';
import type { Page } from '@app/contracts/envelope.js';
import type { Order, PurchasedReport } from '@app/contracts/orders.js';
import { crc16Ccitt } from '../../src/lib/vietqr.js';
import { ddMMyyyy } from '../../src/lib/vietnam-time.js';
import {
  addCoupon,
  BASIC,
  BASIC_PRICE,
  createShop,
  errorOf,
  orderCount,
  PREMIUM,
  PREMIUM_PRICE,
  resultOf,
  type Person,
  type Shop,
} from './support/shop.js';

let shop: Shop;

beforeAll(async () => {
  // MoMo orders are placed through the built-in stand-in.
  shop = await createShop({ MOMO_DEMO: 'true' });
  await addCoupon(shop, { code: 'TCMIENPHI', discountType: 'percent', discountValue: 100 });
  await addCoupon(shop, { code: 'TCGIAM10', discountType: 'percent', discountValue: 10 });
});
afterAll(() => shop.t.close());

const place = (as: Person, payload: unknown, headers: Record<string, string> = {}) =>
  shop.call({ method: 'POST', url: '/v1/orders', as, payload, headers });
const addToCart = (as: Person, reportId: number, typeId: number) =>
  shop.call({ method: 'POST', url: '/v1/cart', as, payload: { report_id: reportId, type_id: typeId } });
const entitlementsOf = (userId: number) =>
  shop.t.db.query<{ report_id: number; package_id: number; order_id: number | null }>(
    'select report_id, package_id, order_id from entitlements where user_id = $1 order by report_id, package_id',
    [userId],
  );
const mailsTo = (email: string) =>
  shop.t.db.query<{ subject: string; text: string }>('select subject, text from mail_outbox where to_address = $1 order by id', [email]);

describe('placing an order', () => {
  it('needs a signed-in user', async () => {
    const response = await shop.call({
      method: 'POST',
      url: '/v1/orders',
      payload: { buy_now: { report_id: shop.reports.main, type_id: BASIC }, payment_method: 'bank_transfer' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('turns the selected cart items into a bank transfer order waiting for payment, with the account and a VietQR code', async () => {
    const buyer = await shop.person('chuyenkhoan');
    await addToCart(buyer, shop.reports.main, PREMIUM);
    await addToCart(buyer, shop.reports.discounted, BASIC);
    await addToCart(buyer, shop.reports.second, BASIC);
    const cart = resultOf<Cart>(await shop.call({ method: 'GET', url: '/v1/cart', as: buyer }));
    const chosen = cart.items.filter((item) => item.report_id !== shop.reports.second).map((item) => item.id);

    const response = await place(buyer, { items: chosen, payment_method: 'bank_transfer' });
    expect(response.statusCode).toBe(200);
    const order = resultOf<Order>(response);
    expect(order).toMatchObject({
      status: 'pending',
      paid: false,
      payment_method: 'bank_transfer',
      subtotal: PREMIUM_PRICE + 990_000,
      discount: 0,
      total: PREMIUM_PRICE + 990_000,
    });
    expect(order.code).toMatch(/^SV\d{6}[A-Z2-9]{5}$/);
    expect(order.items.map((item) => [item.report_id, item.package_id, item.price])).toEqual([
      [shop.reports.main, PREMIUM, PREMIUM_PRICE],
      [shop.reports.discounted, BASIC, 990_000],
    ]);
    expect(order.items[0]?.report_permalink).toMatch(/^ha-noi-/);
    // The answer is built from what was written, and must be what reading the order gives.
    expect(resultOf<Order>(await shop.call({ method: 'GET', url: `/v1/orders/${order.id}`, as: buyer }))).toEqual(order);

    const syntax = `${buyer.username}_${ddMMyyyy(new Date(order.created_at))}`;
    expect(order.bank_transfer).toMatchObject({
      bank_name: 'Vietcombank – Ngân hàng TMCP Ngoại thương Việt Nam',
      bank_bin: '970436',
      bank_account_number: '0451000123456',
      bank_account_name: 'CONG TY CO PHAN DU LIEU SEN VANG',
      amount: order.total,
      transfer_syntax: syntax,
    });
    const qr = order.bank_transfer!.vietqr;
    expect(qr).toContain('0010A000000727');
    expect(qr).toContain('0006970436');
    expect(qr).toContain(`54${String(String(order.total).length).padStart(2, '0')}${order.total}`);
    expect(qr).toContain(`08${String(syntax.length).padStart(2, '0')}${syntax}`);
    expect(qr.slice(-4)).toBe(crc16Ccitt(qr.slice(0, -4)));

    const left = resultOf<Cart>(await shop.call({ method: 'GET', url: '/v1/cart', as: buyer }));
    expect(left.items.map((item) => item.report_id)).toEqual([shop.reports.second]);
    expect(await entitlementsOf(buyer.id)).toEqual([]);
  });

  it('writes the transfer date in Vietnam time', () => {
    expect(ddMMyyyy(new Date('2026-03-14T17:30:00Z'))).toBe('15032026');
    expect(ddMMyyyy(new Date('2026-03-14T16:59:59Z'))).toBe('14032026');
  });

  it('keeps only the higher package of a report, as the cart does', async () => {
    const buyer = await shop.person('haigoi');
    await addToCart(buyer, shop.reports.main, BASIC);
    const cart = resultOf<Cart>(await shop.call({ method: 'GET', url: '/v1/cart', as: buyer }));
    const order = resultOf<Order>(await place(buyer, { items: [cart.items[0]!.id], payment_method: 'momo' }));
    expect(order.items.map((item) => item.package_id)).toEqual([BASIC]);
    expect(order).toMatchObject({ payment_method: 'momo', bank_transfer: null, total: BASIC_PRICE });
  });

  it('completes at once when a coupon covers the whole total, granting the packages and mailing a receipt', async () => {
    const buyer = await shop.person('mienphi');
    const response = await place(buyer, {
      buy_now: { report_id: shop.reports.second, type_id: PREMIUM },
      payment_method: 'coupon',
      coupon_code: 'tcmienphi',
    });
    expect(response.statusCode).toBe(200);
    const order = resultOf<Order>(response);
    expect(order).toMatchObject({
      status: 'paid',
      paid: true,
      payment_method: 'coupon',
      subtotal: PREMIUM_PRICE,
      discount: PREMIUM_PRICE,
      total: 0,
      coupon_code: 'TCMIENPHI',
    });
    expect(order.paid_at).not.toBeNull();
    expect(await entitlementsOf(buyer.id)).toEqual([{ report_id: shop.reports.second, package_id: PREMIUM, order_id: order.id }]);
    await vi.waitFor(async () => expect(await mailsTo(buyer.email)).toHaveLength(1));
    const [mail] = await mailsTo(buyer.email);
    expect(mail!.subject).toBe(`Xác nhận thanh toán đơn hàng ${order.code}`);
    expect(mail!.text).toContain('Báo cáo thị trường da-nang – Gói Cao cấp');
    expect(mail!.text).toContain('Tổng thanh toán: 0 ₫');

    const purchased = resultOf<Page<PurchasedReport>>(
      await shop.call({ method: 'POST', url: '/v1/public/reports/purchased', as: buyer, payload: {} }),
    );
    expect(purchased).toMatchObject({ total: 1, page: 1, page_size: 6 });
    expect(purchased.items[0]).toMatchObject({ id: shop.reports.second, packages: [{ id: PREMIUM, level: 3, order_code: order.code }] });
  });

  it('mails the receipt in the language the buyer ordered in', async () => {
    const buyer = await shop.person('english');
    const order = resultOf<Order>(
      await place(
        buyer,
        { buy_now: { report_id: shop.reports.main, type_id: BASIC }, payment_method: 'coupon', coupon_code: 'TCMIENPHI' },
        { 'accept-language': 'en-US,en;q=0.9' },
      ),
    );
    await vi.waitFor(async () => expect(await mailsTo(buyer.email)).toHaveLength(1));
    const [mail] = await mailsTo(buyer.email);
    expect(mail!.subject).toBe(`Payment received for order ${order.code}`);
    expect(mail!.text).toContain('/en/order-history');
  });

  it('refuses the coupon method when the coupon leaves something to pay, changing nothing', async () => {
    const buyer = await shop.person('thieutien');
    const response = await place(buyer, {
      buy_now: { report_id: shop.reports.main, type_id: BASIC },
      payment_method: 'coupon',
      coupon_code: 'TCGIAM10',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      error_code: 'COUPON_NOT_COVERING',
      message: 'Mã giảm giá chưa thanh toán đủ đơn hàng, vui lòng chọn chuyển khoản hoặc MoMo.',
    });
    expect(await orderCount(shop, [buyer.id])).toBe(0);
    const [coupon] = await shop.t.db.query<{ used_count: number }>(`select used_count from coupons where code = 'TCGIAM10'`);
    expect(coupon?.used_count).toBe(0);
  });

  it('refuses malformed orders with a clear 400', async () => {
    const buyer = await shop.person('sai');
    const cases = [
      {},
      { payment_method: 'bank_transfer' },
      { items: [1], buy_now: { report_id: shop.reports.main, type_id: BASIC }, payment_method: 'bank_transfer' },
      { buy_now: { report_id: shop.reports.main, type_id: BASIC }, payment_method: 'cash' },
      { buy_now: { report_id: shop.reports.main, type_id: BASIC }, payment_method: 'coupon' },
      { items: [], payment_method: 'bank_transfer' },
      { buy_now: { report_id: shop.reports.main, type_id: BASIC }, payment_method: 'bank_transfer', coupon_code: 'có dấu' },
    ];
    for (const payload of cases) {
      const response = await place(buyer, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response).message).toBeTruthy();
    }
    const missing = await place(buyer, { payment_method: 'bank_transfer' });
    expect(errorOf(missing).message).toBe('Vui lòng chọn sản phẩm để thanh toán');
    expect(await orderCount(shop, [buyer.id])).toBe(0);
  });

  it('refuses another user’s cart items and what the buyer already owns', async () => {
    const buyer = await shop.person('sohuu');
    await addToCart(shop.other, shop.reports.main, BASIC);
    const othersCart = resultOf<Cart>(await shop.call({ method: 'GET', url: '/v1/cart', as: shop.other }));
    const stolen = await place(buyer, { items: [othersCart.items[0]!.id], payment_method: 'bank_transfer' });
    expect(errorOf(stolen).error_code).toBe('CART_ITEM_NOT_FOUND');

    await place(buyer, {
      buy_now: { report_id: shop.reports.discounted, type_id: PREMIUM },
      payment_method: 'coupon',
      coupon_code: 'TCMIENPHI',
    });
    const again = await place(buyer, { buy_now: { report_id: shop.reports.discounted, type_id: BASIC }, payment_method: 'bank_transfer' });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).error_code).toBe('CART_ITEM_OWNED');
    expect(errorOf(again).message).toContain('Báo cáo thị trường can-tho');
    expect(await orderCount(shop, [buyer.id])).toBe(1);
  });
});

describe('idempotent placement', () => {
  const body = () => ({ buy_now: { report_id: shop.reports.main, type_id: PREMIUM }, payment_method: 'bank_transfer' });

  it('replays the first answer for the same key', async () => {
    const buyer = await shop.person('mottlan');
    const first = await place(buyer, body(), { 'idempotency-key': 'dat-hang-1' });
    const second = await place(buyer, body(), { 'idempotency-key': 'dat-hang-1' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(resultOf<Order>(second)).toEqual(resultOf<Order>(first));
    expect(await orderCount(shop, [buyer.id])).toBe(1);
  });

  it('places one order when the same request arrives five times at once', async () => {
    const buyer = await shop.person('namlan');
    const responses = await Promise.all(Array.from({ length: 5 }, () => place(buyer, body(), { 'idempotency-key': 'cung-mot-khoa' })));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((response) => resultOf<Order>(response).id)).size).toBe(1);
    expect(await orderCount(shop, [buyer.id])).toBe(1);
  });

  it('refuses the same key for another request, and lets other users use the same key', async () => {
    const buyer = await shop.person('khoakhac');
    await place(buyer, body(), { 'idempotency-key': 'khoa-a' });
    const different = await place(buyer, { ...body(), payment_method: 'momo' }, { 'idempotency-key': 'khoa-a' });
    expect(different.statusCode).toBe(409);
    expect(errorOf(different).error_code).toBe('IDEMPOTENCY_KEY_REUSED');
    const someoneElse = await place(shop.other, body(), { 'idempotency-key': 'khoa-a' });
    expect(someoneElse.statusCode).toBe(200);
    expect(someoneElse.headers['idempotent-replayed']).toBeUndefined();
  });

  it('places a new order for each request without a key', async () => {
    const buyer = await shop.person('khongkhoa');
    await place(buyer, body());
    await place(buyer, body());
    expect(await orderCount(shop, [buyer.id])).toBe(2);
  });

  it('refuses a malformed key', async () => {
    const response = await place(shop.buyer, body(), { 'idempotency-key': 'x'.repeat(200) });
    expect(response.statusCode).toBe(400);
  });
});

describe('reading orders', () => {
  it('lists the caller’s orders newest first with their items, paged', async () => {
    const buyer = await shop.person('lichsu');
    const first = resultOf<Order>(
      await place(buyer, { buy_now: { report_id: shop.reports.main, type_id: BASIC }, payment_method: 'bank_transfer' }),
    );
    const second = resultOf<Order>(
      await place(buyer, { buy_now: { report_id: shop.reports.second, type_id: PREMIUM }, payment_method: 'momo' }),
    );
    const history = resultOf<Page<Order>>(await shop.call({ method: 'GET', url: '/v1/orders/history?sort=id,desc', as: buyer }));
    expect(history.total).toBe(2);
    expect(history.items.map((order) => order.id)).toEqual([second.id, first.id]);
    expect(history.items[1]?.items[0]).toMatchObject({
      report_id: shop.reports.main,
      package_id: BASIC,
      package_level: 2,
      price: BASIC_PRICE,
    });
    const oldest = resultOf<Page<Order>>(
      await shop.call({ method: 'GET', url: '/v1/orders/history?sort=id,asc&page=1&page_size=1', as: buyer }),
    );
    expect(oldest.items.map((order) => order.id)).toEqual([first.id]);
    expect((await shop.call({ method: 'GET', url: '/v1/orders/history?sort=total,desc', as: buyer })).statusCode).toBe(400);
  });

  it('shows an order to its owner only', async () => {
    const order = resultOf<Order>(
      await place(shop.buyer, { buy_now: { report_id: shop.reports.main, type_id: BASIC }, payment_method: 'bank_transfer' }),
    );
    const mine = await shop.call({ method: 'GET', url: `/v1/orders/${order.id}`, as: shop.buyer });
    expect(resultOf<Order>(mine)).toEqual(order);
    const theirs = await shop.call({ method: 'GET', url: `/v1/orders/${order.id}`, as: shop.other });
    expect(theirs.statusCode).toBe(404);
    expect(errorOf(theirs)).toMatchObject({ error_code: 'ORDER_NOT_FOUND', message: 'Đơn hàng không tồn tại.' });
    expect((await shop.call({ method: 'GET', url: `/v1/orders/${order.id}` })).statusCode).toBe(401);
  });

  it('lists purchased reports only for a signed-in caller, and only theirs', async () => {
    expect((await shop.call({ method: 'POST', url: '/v1/public/reports/purchased', payload: {} })).statusCode).toBe(401);
    const nothing = resultOf<Page<PurchasedReport>>(
      await shop.call({ method: 'POST', url: '/v1/public/reports/purchased', as: shop.other, payload: { page: 1 } }),
    );
    expect(nothing.items).toEqual([]);
  });
});
