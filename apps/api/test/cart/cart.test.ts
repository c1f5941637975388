import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, PublicCart } from '@app/contracts/cart.js';
import { entitlements } from '../../src/db/schema/index.js';
import { BASIC, BASIC_PRICE, createShop, errorOf, FREE, PREMIUM, PREMIUM_PRICE, resultOf, type Shop } from '../orders/support/shop.js';

let shop: Shop;

beforeAll(async () => {
  shop = await createShop();
});
afterAll(() => shop.t.close());

const add = (reportId: number, typeId: number, as = shop.buyer) =>
  shop.call({ method: 'POST', url: '/v1/cart', as, payload: { report_id: reportId, type_id: typeId } });
const cartOf = async (as = shop.buyer) => resultOf<Cart>(await shop.call({ method: 'GET', url: '/v1/cart', as }));
const clear = async (as = shop.buyer) => {
  for (const item of (await cartOf(as)).items) await shop.call({ method: 'DELETE', url: `/v1/cart/${item.id}`, as });
};

describe('server cart', () => {
  it('needs a signed-in user', async () => {
    const response = await shop.call({ method: 'GET', url: '/v1/cart' });
    expect(response.statusCode).toBe(401);
  });

  it('adds an item with the server’s price and the report and package it names', async () => {
    await clear();
    const response = await add(shop.reports.discounted, BASIC);
    expect(response.statusCode).toBe(200);
    const cart = resultOf<Cart>(response);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      report_id: shop.reports.discounted,
      type_id: BASIC,
      price: 990_000,
      original_price: 1_990_000,
      selected: true,
      issue: null,
      package: { id: BASIC, level: 2 },
      report: { id: shop.reports.discounted },
    });
    expect(cart.items[0]?.report.permalink).toMatch(/^can-tho-/);
    expect(cart.subtotal).toBe(990_000);
    expect(cart.dropped).toEqual([]);
  });

  it('drops package 2 when package 3 of the same report comes in', async () => {
    await clear();
    await add(shop.reports.main, BASIC);
    const cart = resultOf<Cart>(await add(shop.reports.main, PREMIUM));
    expect(cart.items.map((item) => item.type_id)).toEqual([PREMIUM]);
    expect(cart.dropped).toEqual([expect.objectContaining({ report_id: shop.reports.main, type_id: BASIC, reason: 'superseded' })]);
    expect(cart.subtotal).toBe(PREMIUM_PRICE);
  });

  it('leaves package 2 out when package 3 of the same report is already there', async () => {
    const cart = resultOf<Cart>(await add(shop.reports.main, BASIC));
    expect(cart.items.map((item) => item.type_id)).toEqual([PREMIUM]);
    expect(cart.dropped[0]).toMatchObject({ type_id: BASIC, reason: 'superseded' });
    expect(cart.dropped[0]?.message).toContain('Gói cao hơn');
  });

  it('keeps one row when the same item is added twice', async () => {
    await add(shop.reports.second, BASIC);
    const cart = resultOf<Cart>(await add(shop.reports.second, BASIC));
    expect(cart.items.filter((item) => item.report_id === shop.reports.second)).toHaveLength(1);
  });

  it('unselects an item, which leaves it out of the total', async () => {
    const cart = await cartOf();
    const second = cart.items.find((item) => item.report_id === shop.reports.second)!;
    const updated = resultOf<Cart>(
      await shop.call({ method: 'PUT', url: `/v1/cart/${second.id}`, as: shop.buyer, payload: { selected: false } }),
    );
    expect(updated.items.find((item) => item.id === second.id)?.selected).toBe(false);
    expect(updated.subtotal).toBe(PREMIUM_PRICE);
  });

  it('changes the package of an item', async () => {
    const cart = await cartOf();
    const second = cart.items.find((item) => item.report_id === shop.reports.second)!;
    const updated = resultOf<Cart>(
      await shop.call({ method: 'PUT', url: `/v1/cart/${second.id}`, as: shop.buyer, payload: { type_id: PREMIUM } }),
    );
    const changed = updated.items.filter((item) => item.report_id === shop.reports.second);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ type_id: PREMIUM, price: PREMIUM_PRICE, selected: false });
  });

  it('refuses a change without anything to change', async () => {
    const [item] = (await cartOf()).items;
    const response = await shop.call({ method: 'PUT', url: `/v1/cart/${item!.id}`, as: shop.buyer, payload: {} });
    expect(response.statusCode).toBe(400);
  });

  it('refuses what is not on sale, the free package and unknown reports, in plain words', async () => {
    const hidden = await add(shop.reports.hidden, BASIC);
    expect(hidden.statusCode).toBe(400);
    expect(errorOf(hidden)).toMatchObject({ error_code: 'CART_ITEM_UNAVAILABLE', message: 'Gói báo cáo này hiện không được bán.' });
    const free = await add(shop.reports.free, FREE);
    expect(errorOf(free).error_code).toBe('CART_ITEM_FREE');
    const unknown = await add(2_000_000_000, BASIC);
    expect(errorOf(unknown).error_code).toBe('CART_ITEM_UNAVAILABLE');
    const notOffered = await add(shop.reports.free, PREMIUM);
    expect(errorOf(notOffered).error_code).toBe('CART_ITEM_UNAVAILABLE');
  });

  it('answers in English when asked', async () => {
    const response = await shop.call({
      method: 'POST',
      url: '/v1/cart',
      as: shop.buyer,
      payload: { report_id: shop.reports.hidden, type_id: BASIC },
      headers: { 'accept-language': 'en' },
    });
    expect(errorOf(response).message).toBe('This report package is not on sale.');
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const before = await cartOf();
    for (const payload of [
      {},
      { report_id: 'x', type_id: BASIC },
      { report_id: shop.reports.main, type_id: BASIC, extra: 1 },
      { report_id: -1, type_id: 2 },
    ]) {
      const response = await shop.call({ method: 'POST', url: '/v1/cart', as: shop.buyer, payload });
      expect(response.statusCode).toBe(400);
    }
    expect((await cartOf()).items).toEqual(before.items);
  });

  it('refuses a package already owned, and one included in an owned higher package', async () => {
    const owner = await shop.person('chusohuu');
    await shop.t.app.db.insert(entitlements).values({ userId: owner.id, reportId: shop.reports.second, packageId: PREMIUM });
    for (const typeId of [PREMIUM, BASIC]) {
      const response = await add(shop.reports.second, typeId, owner);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        error_code: 'CART_ITEM_OWNED',
        message: 'Bạn đã sở hữu gói này (hoặc gói cao hơn) của báo cáo, không cần mua lại.',
      });
    }
    expect((await cartOf(owner)).items).toEqual([]);
  });

  it('never shows or changes another user’s cart item', async () => {
    const [item] = (await cartOf()).items;
    const update = await shop.call({ method: 'PUT', url: `/v1/cart/${item!.id}`, as: shop.other, payload: { selected: false } });
    expect(update.statusCode).toBe(404);
    const remove = await shop.call({ method: 'DELETE', url: `/v1/cart/${item!.id}`, as: shop.other });
    expect(remove.statusCode).toBe(404);
    expect((await cartOf()).items.find((entry) => entry.id === item!.id)?.selected).toBe(item!.selected);
    expect((await cartOf(shop.other)).items).toEqual([]);
  });

  it('removes an item', async () => {
    const [item] = (await cartOf()).items;
    const cart = resultOf<Cart>(await shop.call({ method: 'DELETE', url: `/v1/cart/${item!.id}`, as: shop.buyer }));
    expect(cart.items.find((entry) => entry.id === item!.id)).toBeUndefined();
    const again = await shop.call({ method: 'DELETE', url: `/v1/cart/${item!.id}`, as: shop.buyer });
    expect(errorOf(again).error_code).toBe('CART_ITEM_NOT_FOUND');
  });
});

describe('anonymous pricing and the merge at login', () => {
  it('prices a visitor’s cart with the same rules, saying what was left out', async () => {
    const response = await shop.call({
      method: 'POST',
      url: '/v1/public/cart',
      payload: {
        items: [
          { report_id: shop.reports.main, type_id: BASIC },
          { report_id: shop.reports.main, type_id: PREMIUM },
          { report_id: shop.reports.discounted, type_id: BASIC },
          { report_id: shop.reports.hidden, type_id: BASIC },
          { report_id: shop.reports.free, type_id: FREE },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const priced = resultOf<PublicCart>(response);
    expect(priced.items.map((item) => [item.report_id, item.type_id, item.price])).toEqual([
      [shop.reports.main, PREMIUM, PREMIUM_PRICE],
      [shop.reports.discounted, BASIC, 990_000],
    ]);
    expect(priced.subtotal).toBe(PREMIUM_PRICE + 990_000);
    expect(priced.original_subtotal).toBe(6_490_000 + 1_990_000);
    expect(priced.dropped.map((item) => [item.report_id, item.type_id, item.reason])).toEqual([
      [shop.reports.main, BASIC, 'superseded'],
      [shop.reports.hidden, BASIC, 'unavailable'],
      [shop.reports.free, FREE, 'free'],
    ]);
  });

  it('also leaves out what a signed-in caller owns', async () => {
    const owner = await shop.person('sohuu');
    await shop.t.app.db.insert(entitlements).values({ userId: owner.id, reportId: shop.reports.main, packageId: BASIC });
    const priced = resultOf<PublicCart>(
      await shop.call({
        method: 'POST',
        url: '/v1/public/cart',
        as: owner,
        payload: {
          items: [
            { report_id: shop.reports.main, type_id: BASIC },
            { report_id: shop.reports.main, type_id: PREMIUM },
          ],
        },
      }),
    );
    expect(priced.items.map((item) => item.type_id)).toEqual([PREMIUM]);
    expect(priced.dropped).toEqual([expect.objectContaining({ type_id: BASIC, reason: 'owned' })]);
  });

  it('refuses more items than a cart holds', async () => {
    const items = Array.from({ length: 51 }, () => ({ report_id: shop.reports.main, type_id: BASIC }));
    const response = await shop.call({ method: 'POST', url: '/v1/public/cart', payload: { items } });
    expect(response.statusCode).toBe(400);
  });

  it('moves the browser’s cart into the server cart, keeping the higher package', async () => {
    const newcomer = await shop.person('moidangnhap');
    await add(shop.reports.main, BASIC, newcomer);
    const response = await shop.call({
      method: 'POST',
      url: '/v1/cart/merge',
      as: newcomer,
      payload: {
        items: [
          { report_id: shop.reports.main, type_id: PREMIUM },
          { report_id: shop.reports.second, type_id: BASIC },
          { report_id: shop.reports.hidden, type_id: BASIC },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const cart = resultOf<Cart>(response);
    expect(cart.items.map((item) => [item.report_id, item.type_id])).toEqual([
      [shop.reports.main, PREMIUM],
      [shop.reports.second, BASIC],
    ]);
    expect(cart.dropped.map((item) => [item.type_id, item.reason])).toEqual([
      [BASIC, 'superseded'],
      [BASIC, 'unavailable'],
    ]);
    expect(cart.subtotal).toBe(PREMIUM_PRICE + BASIC_PRICE);
  });
});
