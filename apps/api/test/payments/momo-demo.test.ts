import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@app/contracts/orders.js';
import type { MomoCheckResult, MomoPayment } from '@app/contracts/payments.js';
import { BASIC, createShop, errorOf, PREMIUM, resultOf, type Person, type Shop } from '../orders/support/shop.js';

let shop: Shop;
const web = 'http://localhost:3000';

beforeAll(async () => {
  shop = await createShop({ WEB_ORIGIN: web, MOMO_DEMO: 'true' });
});
afterAll(() => shop.t.close());

async function startPayment(name: string, typeId: number): Promise<{ buyer: Person; order: Order; payment: MomoPayment; payPath: string }> {
  const buyer = await shop.person(name);
  const order = resultOf<Order>(
    await shop.call({
      method: 'POST',
      url: '/v1/orders',
      as: buyer,
      payload: { buy_now: { report_id: shop.reports.main, type_id: typeId }, payment_method: 'momo' },
    }),
  );
  const payment = resultOf<MomoPayment>(
    await shop.call({
      method: 'POST',
      url: `/v1/orders/momo?callback_url=${encodeURIComponent(`${web}/payment/momo`)}`,
      as: buyer,
      payload: { order_id: order.id },
    }),
  );
  // The pay URL is the browser's, through the web app's /api proxy; the API itself serves the path after it.
  expect(payment.pay_url.startsWith(`${web}/api/v1/public/momo-sandbox/pay?ticket=`)).toBe(true);
  return { buyer, order, payment, payPath: payment.pay_url.slice(`${web}/api`.length) };
}

const ticketOf = (payPath: string) => new URL(payPath, web).searchParams.get('ticket') ?? '';
const submit = (payPath: string, action: string, ticket = ticketOf(payPath)) =>
  shop.call({
    method: 'POST',
    url: payPath,
    payload: `ticket=${encodeURIComponent(ticket)}&action=${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('the built-in MoMo stand-in, without MoMo keys', () => {
  it('shows a pay page with the amount and the two buttons', async () => {
    const { payment, payPath } = await startPayment('xemtrang', BASIC);
    const page = await shop.call({ method: 'GET', url: payPath });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('1.990.000 ₫');
    expect(page.body).toContain(payment.momo_order_id);
    expect(page.body).toContain('>Thanh toán</button>');
    expect(page.body).toContain('>Hủy</button>');
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${web}`);
  });

  it('pays through a signed notification and sends the buyer back like MoMo', async () => {
    const { buyer, order, payment, payPath } = await startPayment('thanhtoan', PREMIUM);
    const response = await submit(payPath, 'pay');
    expect(response.statusCode).toBe(303);
    const back = new URL(response.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe(`${web}/payment/momo`);
    expect(back.searchParams.get('orderId')).toBe(payment.momo_order_id);
    expect(back.searchParams.get('resultCode')).toBe('0');
    expect(back.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);

    const check = resultOf<MomoCheckResult>(
      await shop.call({ method: 'GET', url: `/v1/momo/check-result?${back.searchParams}`, as: buyer }),
    );
    expect(check).toMatchObject({ status: 'paid', order_id: order.id });
    const owned = await shop.t.db.query<{ package_id: number }>('select package_id from entitlements where user_id = $1', [buyer.id]);
    expect(owned).toEqual([{ package_id: PREMIUM }]);
  });

  it('cancels: the order stays unpaid and the return page says failed', async () => {
    const { buyer, order, payment, payPath } = await startPayment('huybo', BASIC);
    const response = await submit(payPath, 'cancel');
    expect(response.statusCode).toBe(303);
    expect(new URL(response.headers.location as string).searchParams.get('resultCode')).toBe('1006');
    const check = resultOf<MomoCheckResult>(
      await shop.call({ method: 'GET', url: `/v1/momo/check-result?orderId=${payment.momo_order_id}`, as: buyer }),
    );
    expect(check.status).toBe('failed');
    const [state] = await shop.t.db.query<{ paid: boolean }>('select paid from orders where id = $1', [order.id]);
    expect(state?.paid).toBe(false);
  });

  it('says pending while the buyer has not decided', async () => {
    const { buyer, payment } = await startPayment('chuaquyet', BASIC);
    const check = resultOf<MomoCheckResult>(
      await shop.call({ method: 'GET', url: `/v1/momo/check-result?orderId=${payment.momo_order_id}`, as: buyer }),
    );
    expect(check.status).toBe('pending');
  });

  it('refuses an altered pay link', async () => {
    const { order, payPath } = await startPayment('suavethanhtoan', BASIC);
    const ticket = ticketOf(payPath);
    const [payload, signature] = ticket.split('.');
    const altered = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { amount: number };
    altered.amount = 1_000;
    const forged = `${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${signature}`;
    expect((await shop.call({ method: 'GET', url: `/v1/public/momo-sandbox/pay?ticket=${encodeURIComponent(forged)}` })).statusCode).toBe(
      404,
    );
    expect((await submit(payPath, 'pay', forged)).statusCode).toBe(404);
    const [state] = await shop.t.db.query<{ paid: boolean }>('select paid from orders where id = $1', [order.id]);
    expect(state?.paid).toBe(false);
  });
});

describe('MoMo turned off', () => {
  it('refuses MoMo orders clearly when neither keys nor the stand-in are on, as by default', async () => {
    const off = await createShop();
    try {
      const response = await off.call({
        method: 'POST',
        url: '/v1/orders',
        as: off.buyer,
        payload: { buy_now: { report_id: off.reports.main, type_id: BASIC }, payment_method: 'momo' },
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ error_code: 'MOMO_DISABLED', message: 'Thanh toán MoMo tạm thời chưa hỗ trợ.' });
      const [count] = await off.t.db.query<{ n: number }>('select count(*)::int as n from orders where user_id = $1', [off.buyer.id]);
      expect(count?.n).toBe(0);
      expect((await off.call({ method: 'GET', url: '/v1/public/momo-sandbox/pay?ticket=x' })).statusCode).toBe(404);
    } finally {
      await off.t.close();
    }
  });
});
