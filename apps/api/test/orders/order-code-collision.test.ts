import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '@app/contracts/orders.js';
import type * as orderCodes from '../../src/modules/commerce/orders/order-codes.js';
import { BASIC, createShop, resultOf, type Shop } from './support/shop.js';

/** The codes to draw next, before random ones: a collision is otherwise too rare to meet in a test. */
const drawn = vi.hoisted(() => ({ next: [] as string[] }));
vi.mock('../../src/modules/commerce/orders/order-codes.js', async (importOriginal) => {
  const original = await importOriginal<typeof orderCodes>();
  return { ...original, newOrderCode: (at: Date) => drawn.next.shift() ?? original.newOrderCode(at) };
});

let shop: Shop;

beforeAll(async () => {
  shop = await createShop();
});
afterAll(() => shop.t.close());

describe('order codes', () => {
  it('draws another code when the one drawn was already given out', async () => {
    drawn.next = ['SV261125TAKEN', 'SV261125TAKEN', 'SV261125FRESH'];
    const place = () =>
      shop.call({
        method: 'POST',
        url: '/v1/orders',
        as: shop.buyer,
        payload: { buy_now: { report_id: shop.reports.main, type_id: BASIC }, payment_method: 'bank_transfer' },
      });
    const first = await place();
    const second = await place();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([resultOf<Order>(first).code, resultOf<Order>(second).code]).toEqual(['SV261125TAKEN', 'SV261125FRESH']);
    expect(drawn.next).toEqual([]);
  });
});
