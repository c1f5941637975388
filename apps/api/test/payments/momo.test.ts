import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '@app/contracts/orders.js';
import type { MomoCheckResult, MomoPayment } from '@app/contracts/payments.js';
import {
  BASIC,
  BASIC_PRICE,
  createShop,
  errorOf,
  PREMIUM,
  PREMIUM_PRICE,
  resultOf,
  type Person,
  type Shop,
} from '../orders/support/shop.js';
import { momoKeys, signedIpn, startMomoStandIn, type MomoStandIn } from './support/momo-stand-in.js';

let shop: Shop;
let momo: MomoStandIn;
const returnPage = 'http://localhost:3000/payment/momo-result';

beforeAll(async () => {
  momo = await startMomoStandIn();
  shop = await createShop({
    MOMO_ENDPOINT: momo.url,
    MOMO_PARTNER_CODE: momoKeys.partnerCode,
    MOMO_ACCESS_KEY: momoKeys.accessKey,
    MOMO_SECRET_KEY: momoKeys.secretKey,
    WEB_ORIGIN: 'http://localhost:3000',
  });
});
afterAll(async () => {
  await shop.t.close();
  await momo.close();
});

interface Paying {
  buyer: Person;
  order: Order;
  payment: MomoPayment;
  requestId: string;
}

async function momoOrder(name: string, reportId = shop.reports.main, typeId = BASIC): Promise<Paying> {
  const buyer = await shop.person(name);
  const order = resultOf<Order>(
    await shop.call({
      method: 'POST',
      url: '/v1/orders',
      as: buyer,
      payload: { buy_now: { report_id: reportId, type_id: typeId }, payment_method: 'momo' },
    }),
  );
  const response = await shop.call({
    method: 'POST',
    url: `/v1/orders/momo?callback_url=${encodeURIComponent(returnPage)}`,
    as: buyer,
    payload: { order_id: order.id },
  });
  expect(response.statusCode).toBe(200);
  const payment = resultOf<MomoPayment>(response);
  const [row] = await shop.t.db.query<{ request_id: string }>('select request_id from momo_transactions where momo_order_id = $1', [
    payment.momo_order_id,
  ]);
  return { buyer, order, payment, requestId: row!.request_id };
}

const notify = (ipn: Record<string, unknown>) => shop.call({ method: 'POST', url: '/v1/public/momo/ipn', payload: ipn });
const orderState = async (id: number) =>
  (await shop.t.db.query<{ paid: boolean; status: string }>('select paid, status from orders where id = $1', [id]))[0];
const entitlementCount = async (userId: number) =>
  (await shop.t.db.query<{ n: number }>('select count(*)::int as n from entitlements where user_id = $1', [userId]))[0]?.n;
const mailCount = async (email: string) =>
  (await shop.t.db.query<{ n: number }>('select count(*)::int as n from mail_outbox where to_address = $1', [email]))[0]?.n;
const checkResult = (as: Person, momoOrderId: string) =>
  shop.call({ method: 'GET', url: `/v1/momo/check-result?orderId=${encodeURIComponent(momoOrderId)}&resultCode=0`, as });

describe('creating a MoMo payment', () => {
  it('sends MoMo a request signed as documented and returns the pay URL', async () => {
    const { order, payment } = await momoOrder('taomomo', shop.reports.second, PREMIUM);
    expect(payment).toMatchObject({ order_id: order.id, order_code: order.code, amount: PREMIUM_PRICE });
    expect(payment.pay_url).toMatch(/^https:\/\/test-payment\.momo\.vn\/v2\/gateway\/pay\?t=/);
    expect(payment.momo_order_id.startsWith(`${order.code}-`)).toBe(true);
    const sent = momo.received.find((request) => request.body.orderId === payment.momo_order_id);
    expect(sent?.path).toBe('/v2/gateway/api/create');
    expect(sent?.signatureValid).toBe(true);
    expect(sent?.body).toMatchObject({
      partnerCode: momoKeys.partnerCode,
      accessKey: momoKeys.accessKey,
      amount: PREMIUM_PRICE,
      requestType: 'captureWallet',
      redirectUrl: returnPage,
      ipnUrl: 'http://localhost:3000/api/v1/public/momo/ipn',
      orderInfo: `Thanh toán đơn hàng ${order.code}`,
      extraData: '',
      lang: 'vi',
    });
    const [row] = await shop.t.db.query<{ status: string; amount: number; pay_url: string }>(
      'select status, amount::int, pay_url from momo_transactions where momo_order_id = $1',
      [payment.momo_order_id],
    );
    expect(row).toEqual({ status: 'created', amount: PREMIUM_PRICE, pay_url: payment.pay_url });
  });

  it('sends the buyer back only to a page of the shop', async () => {
    const buyer = await shop.person('chuyenhuong');
    const order = resultOf<Order>(
      await shop.call({
        method: 'POST',
        url: '/v1/orders',
        as: buyer,
        payload: { buy_now: { report_id: shop.reports.main, type_id: BASIC }, payment_method: 'momo' },
      }),
    );
    const response = await shop.call({
      method: 'POST',
      url: `/v1/orders/momo?callback_url=${encodeURIComponent('https://evil.example/steal')}`,
      as: buyer,
      payload: { order_id: order.id },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('Đường dẫn quay lại phải là một trang của cửa hàng');
  });

  it('refuses another user’s order, a bank transfer order and a paid order', async () => {
    const { buyer, order, payment, requestId } = await momoOrder('chudon');
    const foreign = await shop.call({ method: 'POST', url: '/v1/orders/momo', as: shop.other, payload: { order_id: order.id } });
    expect(foreign.statusCode).toBe(404);
    await notify(signedIpn({ orderId: payment.momo_order_id, requestId, amount: payment.amount }));
    const paid = await shop.call({ method: 'POST', url: '/v1/orders/momo', as: buyer, payload: { order_id: order.id } });
    expect(errorOf(paid)).toMatchObject({ error_code: 'ORDER_ALREADY_PAID', message: 'Đơn hàng đã được thanh toán.' });
    const bank = resultOf<Order>(
      await shop.call({
        method: 'POST',
        url: '/v1/orders',
        as: shop.buyer,
        payload: { buy_now: { report_id: shop.reports.main, type_id: BASIC }, payment_method: 'bank_transfer' },
      }),
    );
    expect(
      errorOf(await shop.call({ method: 'POST', url: '/v1/orders/momo', as: shop.buyer, payload: { order_id: bank.id } })).error_code,
    ).toBe('ORDER_NOT_MOMO');
    expect((await shop.call({ method: 'POST', url: '/v1/orders/momo', payload: { order_id: bank.id } })).statusCode).toBe(401);
  });

  it('says so when MoMo refuses to create the payment, and records the failed attempt', async () => {
    const buyer = await shop.person('momotuchoi');
    const order = resultOf<Order>(
      await shop.call({
        method: 'POST',
        url: '/v1/orders',
        as: buyer,
        payload: { buy_now: { report_id: shop.reports.main, type_id: BASIC }, payment_method: 'momo' },
      }),
    );
    momo.refuseNextCreate = 22;
    const response = await shop.call({ method: 'POST', url: '/v1/orders/momo', as: buyer, payload: { order_id: order.id } });
    expect(response.statusCode).toBe(502);
    expect(errorOf(response)).toMatchObject({
      error_code: 'MOMO_UNAVAILABLE',
      message: 'Không tạo được thanh toán MoMo, vui lòng thử lại sau.',
    });
    const attempts = await shop.t.db.query<{ status: string; result_code: number }>(
      'select status, result_code from momo_transactions where order_id = $1',
      [order.id],
    );
    expect(attempts).toEqual([{ status: 'failed', result_code: 22 }]);
    const retry = await shop.call({ method: 'POST', url: '/v1/orders/momo', as: buyer, payload: { order_id: order.id } });
    expect(retry.statusCode).toBe(200);
  });
});

describe('MoMo notifications', () => {
  it('refuses a bad signature, a wrong amount, a wrong partner, an unknown order and a malformed body, paying nothing', async () => {
    const { buyer, order, payment, requestId } = await momoOrder('giamao');
    const base = { orderId: payment.momo_order_id, requestId, amount: payment.amount };
    const forged = [
      signedIpn({ ...base, secretKey: 'not-the-secret' }),
      { ...signedIpn(base), signature: 'a'.repeat(64) },
      { ...signedIpn(base), amount: payment.amount - 1 },
      signedIpn({ ...base, amount: 1_000 }),
      signedIpn({ ...base, partnerCode: 'MOMOKHAC' }),
      signedIpn({ ...base, orderId: 'SV0000000000-UNKNOWN' }),
      { orderId: payment.momo_order_id, resultCode: 0 },
    ];
    for (const ipn of forged) {
      const response = await notify(ipn);
      expect(response.statusCode, JSON.stringify(ipn)).toBe(400);
      expect(errorOf(response).error_code).toBe('PAYMENT_NOTIFICATION_REFUSED');
    }
    expect(await orderState(order.id)).toEqual({ paid: false, status: 'pending' });
    expect(await entitlementCount(buyer.id)).toBe(0);
  });

  it('pays the order on a genuine notification, answering 204, and only once when it comes again', async () => {
    const { buyer, order, payment, requestId } = await momoOrder('thatsu');
    const ipn = signedIpn({ orderId: payment.momo_order_id, requestId, amount: payment.amount });
    const first = await notify(ipn);
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect(await orderState(order.id)).toEqual({ paid: true, status: 'paid' });
    const [paidAt] = await shop.t.db.query<{ paid_at: Date }>('select paid_at from orders where id = $1', [order.id]);

    const replay = await notify(ipn);
    expect(replay.statusCode).toBe(204);
    const [after] = await shop.t.db.query<{ paid_at: Date }>('select paid_at from orders where id = $1', [order.id]);
    expect(after?.paid_at).toEqual(paidAt?.paid_at);
    expect(await entitlementCount(buyer.id)).toBe(1);
    await vi.waitFor(async () => expect(await mailCount(buyer.email)).toBe(1));
    const [transaction] = await shop.t.db.query<{ status: string; trans_id: string; result_code: number }>(
      'select status, trans_id, result_code from momo_transactions where momo_order_id = $1',
      [payment.momo_order_id],
    );
    expect(transaction).toEqual({ status: 'paid', trans_id: '4088123456', result_code: 0 });
  });

  it('pays exactly once when ten identical notifications arrive at once', async () => {
    const { buyer, order, payment, requestId } = await momoOrder('muoilan', shop.reports.discounted, PREMIUM);
    const ipn = signedIpn({ orderId: payment.momo_order_id, requestId, amount: payment.amount, transId: 4_099_000_001 });
    const responses = await Promise.all(Array.from({ length: 10 }, () => notify(ipn)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(204));
    expect(await orderState(order.id)).toEqual({ paid: true, status: 'paid' });
    const rows = await shop.t.db.query<{ report_id: number; package_id: number; order_id: number }>(
      'select report_id, package_id, order_id from entitlements where user_id = $1',
      [buyer.id],
    );
    expect(rows).toEqual([{ report_id: shop.reports.discounted, package_id: PREMIUM, order_id: order.id }]);
    await vi.waitFor(async () => expect(await mailCount(buyer.email)).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailCount(buyer.email)).toBe(1);
  });

  it('records a refused payment as failed without paying', async () => {
    const { buyer, order, payment, requestId } = await momoOrder('tuchoi');
    const response = await notify(
      signedIpn({ orderId: payment.momo_order_id, requestId, amount: payment.amount, resultCode: 1006, transId: 0 }),
    );
    expect(response.statusCode).toBe(204);
    expect(await orderState(order.id)).toEqual({ paid: false, status: 'pending' });
    expect(resultOf<MomoCheckResult>(await checkResult(buyer, payment.momo_order_id))).toMatchObject({
      status: 'failed',
      order_id: order.id,
      message: 'Thanh toán không thành công',
    });
  });
});

describe('the return page’s check', () => {
  it('says paid once the notification has come', async () => {
    const { buyer, order, payment, requestId } = await momoOrder('dathanhtoan');
    await notify(signedIpn({ orderId: payment.momo_order_id, requestId, amount: payment.amount }));
    const response = await checkResult(buyer, payment.momo_order_id);
    expect(resultOf<MomoCheckResult>(response)).toEqual({
      status: 'paid',
      order_id: order.id,
      order_code: order.code,
      amount: BASIC_PRICE,
      message: 'Thanh toán thành công',
    });
  });

  it('asks MoMo when the notification has not come: pending while MoMo waits', async () => {
    const { buyer, order, payment } = await momoOrder('dangcho');
    momo.queryAnswers.set(payment.momo_order_id, { resultCode: 1000 });
    expect(resultOf<MomoCheckResult>(await checkResult(buyer, payment.momo_order_id)).status).toBe('pending');
    const query = momo.received.filter(
      (request) => request.path === '/v2/gateway/api/query' && request.body.orderId === payment.momo_order_id,
    );
    expect(query).toHaveLength(1);
    expect(query[0]?.signatureValid).toBe(true);
    expect(await orderState(order.id)).toEqual({ paid: false, status: 'pending' });
  });

  it('pays the order when MoMo’s query reports success for the exact amount', async () => {
    const { buyer, order, payment } = await momoOrder('hoilai');
    momo.queryAnswers.set(payment.momo_order_id, { resultCode: 0, amount: payment.amount, transId: 4_077_000_002, message: 'Thành công.' });
    expect(resultOf<MomoCheckResult>(await checkResult(buyer, payment.momo_order_id)).status).toBe('paid');
    expect(await orderState(order.id)).toEqual({ paid: true, status: 'paid' });
    expect(await entitlementCount(buyer.id)).toBe(1);
  });

  it('does not pay when MoMo’s query reports another amount', async () => {
    const { buyer, order, payment } = await momoOrder('saisotien');
    momo.queryAnswers.set(payment.momo_order_id, { resultCode: 0, amount: 1_000, transId: 4_077_000_003 });
    expect(resultOf<MomoCheckResult>(await checkResult(buyer, payment.momo_order_id)).status).toBe('pending');
    expect(await orderState(order.id)).toEqual({ paid: false, status: 'pending' });
  });

  it('says failed when MoMo’s query reports a final failure', async () => {
    const { buyer, order, payment } = await momoOrder('hethan');
    momo.queryAnswers.set(payment.momo_order_id, { resultCode: 1005, message: 'Giao dịch thất bại do url hoặc QR code đã hết hạn.' });
    expect(resultOf<MomoCheckResult>(await checkResult(buyer, payment.momo_order_id)).status).toBe('failed');
    expect(await orderState(order.id)).toEqual({ paid: false, status: 'pending' });
  });

  it('shows nothing of another user’s payment', async () => {
    const { payment } = await momoOrder('riengtu');
    const response = await checkResult(shop.other, payment.momo_order_id);
    expect(response.statusCode).toBe(404);
    expect((await shop.call({ method: 'GET', url: `/v1/momo/check-result?orderId=${payment.momo_order_id}` })).statusCode).toBe(401);
  });
});

describe('MoMo transactions for staff', () => {
  it('lists attempts by order code and result code, and shows each checked notification MoMo sent, without its signature', async () => {
    const staff = await shop.person('nvmomo', ['report-manage/order']);
    const { order, payment, requestId } = await momoOrder('nhanvienxem');
    await notify(signedIpn({ orderId: payment.momo_order_id, requestId, amount: payment.amount, resultCode: 1006, transId: 0 }));
    await notify(signedIpn({ orderId: payment.momo_order_id, requestId, amount: payment.amount + 1 }));
    const search = (body: object) => shop.call({ method: 'POST', url: '/v1/admin/order-momo/search', as: staff, payload: body });
    const found = resultOf<{ items: { id: number; result_code: number | null }[] }>(
      await search({ code: order.code, result_code: '1006' }),
    );
    expect(found.items).toEqual([expect.objectContaining({ result_code: 1006 })]);
    expect(resultOf<{ total: number }>(await search({ code: order.code, result_code: 0 })).total).toBe(0);
    expect((await search({ result_code: 'abc' })).statusCode).toBe(400);

    const detail = await shop.call({ method: 'GET', url: `/v1/admin/order-momo/${found.items[0]!.id}`, as: staff });
    const notifications = resultOf<{ notifications: { result_code: number; payload: Record<string, unknown> }[] }>(detail).notifications;
    // The notification with the wrong amount was refused and is not kept.
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ result_code: 1006, payload: expect.objectContaining({ orderId: payment.momo_order_id }) });
    expect(notifications[0]!.payload).not.toHaveProperty('signature');
    expect((await shop.call({ method: 'GET', url: '/v1/admin/order-momo/2000000000', as: staff })).statusCode).toBe(404);
    expect((await shop.call({ method: 'GET', url: `/v1/admin/order-momo/${found.items[0]!.id}`, as: shop.buyer })).statusCode).toBe(403);
  });
});
