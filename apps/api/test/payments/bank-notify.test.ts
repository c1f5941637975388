import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '@app/contracts/orders.js';
import { memoMentions } from '../../src/modules/commerce/payments/transfer-memo.js';
import { BASIC, BASIC_PRICE, createShop, errorOf, PREMIUM, resultOf, type Person, type Shop } from '../orders/support/shop.js';

const secret = 'bank-webhook-secret-for-tests';
let shop: Shop;

beforeAll(async () => {
  shop = await createShop({ BANK_WEBHOOK_SECRET: secret });
});
afterAll(() => shop.t.close());

const signatureOf = (raw: string, key = secret) => createHmac('sha256', key).update(raw).digest('hex');
const notify = (body: object, options: { key?: string; signature?: string; app?: Shop } = {}) => {
  const raw = JSON.stringify(body);
  return (options.app ?? shop).call({
    method: 'POST',
    url: '/v1/public/bank/notify',
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-bank-signature': options.signature ?? `sha256=${signatureOf(raw, options.key)}` },
  });
};

async function bankOrder(name: string, typeId = BASIC): Promise<{ buyer: Person; order: Order }> {
  const buyer = await shop.person(name);
  const order = resultOf<Order>(
    await shop.call({
      method: 'POST',
      url: '/v1/orders',
      as: buyer,
      payload: { buy_now: { report_id: shop.reports.main, type_id: typeId }, payment_method: 'bank_transfer' },
    }),
  );
  return { buyer, order };
}
const paid = async (id: number) => (await shop.t.db.query<{ paid: boolean }>('select paid from orders where id = $1', [id]))[0]?.paid;

describe('transfer memo matching', () => {
  it('finds the syntax as a whole word among the bank’s own words, whatever the case', () => {
    expect(memoMentions('CT DEN:0123 KHACHHANG_15032026 FT26074', 'khachhang_15032026')).toBe(true);
    expect(memoMentions('chuyen khoan khachhang_15032026 cam on', 'khachhang_15032026')).toBe(true);
    expect(memoMentions('NGUYEN.VAN-AN_01012027', 'nguyen.van-an_01012027')).toBe(true);
  });

  it('keeps every dot, underscore and dash of the username: one user is never taken for another', () => {
    expect(memoMentions('AB.C_01012027', 'abc_01012027')).toBe(false);
    expect(memoMentions('ABC_01012027', 'ab.c_01012027')).toBe(false);
    expect(memoMentions('A_B_01012027', 'ab_01012027')).toBe(false);
    expect(memoMentions('AB_01012027', 'a_b_01012027')).toBe(false);
    expect(memoMentions('A-B_01012027', 'a_b_01012027')).toBe(false);
    expect(memoMentions('A-B_01012027', 'a-b_01012027')).toBe(true);
  });

  it('refuses a syntax the bank cut, changed or glued to other text', () => {
    expect(memoMentions('KHACHHANG 15032026', 'khachhang_15032026')).toBe(false);
    expect(memoMentions('IBFT khachhang15032026', 'khachhang_15032026')).toBe(false);
    expect(memoMentions('KHACHHANG_1503202', 'khachhang_15032026')).toBe(false);
    expect(memoMentions('KHACHHANG_150320261', 'khachhang_15032026')).toBe(false);
    expect(memoMentions('KHACHHANG_15032026', 'ng_15032026')).toBe(false);
    expect(memoMentions('MBVCB.123456.KHACHHANG_15032026.CT', 'khachhang_15032026')).toBe(false);
    expect(memoMentions('ĐKHACHHANG_15032026', 'khachhang_15032026')).toBe(false);
    expect(memoMentions('chuyen tien', 'khachhang_15032026')).toBe(false);
  });
});

describe('bank notifications', () => {
  it('pays the waiting order whose syntax and amount match, once, however often the bank repeats it', async () => {
    const { buyer, order } = await bankOrder('nganhang');
    const memo = `MBVCB 123456 ${order.bank_transfer!.transfer_syntax.toUpperCase()} CT tu 0011 NGUYEN VAN AN`;
    const body = { reference: 'FT26074000001', amount: order.total, memo };
    const first = await notify(body);
    expect(first.statusCode).toBe(200);
    expect(resultOf(first)).toEqual({ matched: true, order_code: order.code, duplicate: false });
    expect(await paid(order.id)).toBe(true);
    const repeat = await notify(body);
    expect(resultOf(repeat)).toEqual({ matched: true, order_code: order.code, duplicate: true });
    const transfers = await shop.t.db.query<{ order_id: number; source: string; amount: number }>(
      'select order_id, source, amount::int from bank_transfers where bank_reference = $1',
      ['FT26074000001'],
    );
    expect(transfers).toEqual([{ order_id: order.id, source: 'bank', amount: order.total }]);
    const owned = await shop.t.db.query<{ n: number }>('select count(*)::int as n from entitlements where user_id = $1', [buyer.id]);
    expect(owned[0]?.n).toBe(1);
    await vi.waitFor(async () => {
      const mails = await shop.t.db.query<{ n: number }>('select count(*)::int as n from mail_outbox where to_address = $1', [buyer.email]);
      expect(mails[0]?.n).toBe(1);
    });
  });

  it('keeps a transfer that matches no order for staff, paying nothing', async () => {
    const { order } = await bankOrder('saisotien', PREMIUM);
    const wrongAmount = await notify({
      reference: 'FT26074000002',
      amount: order.total - 1_000,
      memo: order.bank_transfer!.transfer_syntax,
    });
    expect(resultOf(wrongAmount)).toEqual({ matched: false, order_code: null, duplicate: false });
    const wrongMemo = await notify({ reference: 'FT26074000003', amount: order.total, memo: 'chuyen tien mua bao cao' });
    expect(resultOf(wrongMemo)).toMatchObject({ matched: false });
    expect(await paid(order.id)).toBe(false);
    const kept = await shop.t.db.query<{ n: number }>(
      `select count(*)::int as n from bank_transfers where bank_reference in ('FT26074000002', 'FT26074000003') and order_id is null`,
    );
    expect(kept[0]?.n).toBe(2);
  });

  it('pays the order of the user the memo names, not of one whose name differs by a dot, underscore or dash', async () => {
    const lookalikes: Order[] = [];
    for (const name of ['ab.c', 'a_bc', 'a-bc', 'abc']) lookalikes.push((await bankOrder(name)).order);
    expect(new Set(lookalikes.map((order) => order.total)).size).toBe(1);
    // Youngest first: matching the oldest order of the amount would pay a lookalike.
    lookalikes.reverse();
    for (const [index, order] of lookalikes.entries()) {
      const memo = `IBFT ${order.bank_transfer!.transfer_syntax.toUpperCase()} thanh toan bao cao`;
      const answer = await notify({ reference: `FT26075LOOK${index}`, amount: order.total, memo });
      expect(resultOf(answer)).toEqual({ matched: true, order_code: order.code, duplicate: false });
      expect(await Promise.all(lookalikes.map((other) => paid(other.id)))).toEqual(lookalikes.map((_, other) => other <= index));
    }
  });

  it('pays from a lower-case memo with words around the syntax', async () => {
    const { order } = await bankOrder('chuthuong');
    const memo = `chuyen khoan ${order.bank_transfer!.transfer_syntax.toLowerCase()} cam on shop`;
    expect(resultOf(await notify({ reference: 'FT26075LOWER', amount: order.total, memo }))).toMatchObject({ matched: true });
    expect(await paid(order.id)).toBe(true);
  });

  it('keeps for staff, paying nothing, a memo that fits two waiting orders or only part of a syntax', async () => {
    const { buyer, order: first } = await bankOrder('haidon');
    const second = resultOf<Order>(
      await shop.call({
        method: 'POST',
        url: '/v1/orders',
        as: buyer,
        payload: { buy_now: { report_id: shop.reports.second, type_id: BASIC }, payment_method: 'bank_transfer' },
      }),
    );
    expect(second.bank_transfer!.transfer_syntax).toBe(first.bank_transfer!.transfer_syntax);
    expect(second.total).toBe(first.total);
    const syntax = first.bank_transfer!.transfer_syntax.toUpperCase();
    const memos = { FT26075BOTH: syntax, FT26075PART: syntax.slice(0, -1), FT26075JOIN: syntax.replace('_', '') };
    for (const [reference, memo] of Object.entries(memos)) {
      expect(resultOf(await notify({ reference, amount: first.total, memo }))).toEqual({
        matched: false,
        order_code: null,
        duplicate: false,
      });
    }
    expect([await paid(first.id), await paid(second.id)]).toEqual([false, false]);
    const kept = await shop.t.db.query<{ n: number }>(
      `select count(*)::int as n from bank_transfers where bank_reference in ('FT26075BOTH', 'FT26075PART', 'FT26075JOIN') and order_id is null`,
    );
    expect(kept[0]?.n).toBe(3);
  });

  it('refuses an unsigned or wrongly signed notification, paying nothing', async () => {
    const { order } = await bankOrder('giamao');
    const body = { reference: 'FT26074000004', amount: BASIC_PRICE, memo: order.bank_transfer!.transfer_syntax };
    for (const options of [{ key: 'another-secret' }, { signature: '' }, { signature: 'sha256=00' }]) {
      const response = await notify(body, options);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).error_code).toBe('PAYMENT_NOTIFICATION_REFUSED');
    }
    const raw = JSON.stringify(body);
    const tampered = await shop.call({
      method: 'POST',
      url: '/v1/public/bank/notify',
      payload: raw.replace(String(BASIC_PRICE), String(BASIC_PRICE + 0)).replace('"amount"', ' "amount"'),
      headers: { 'content-type': 'application/json', 'x-bank-signature': signatureOf(raw) },
    });
    expect(tampered.statusCode).toBe(400);
    expect(await paid(order.id)).toBe(false);
    const recorded = await shop.t.db.query<{ n: number }>(
      `select count(*)::int as n from bank_transfers where bank_reference = 'FT26074000004'`,
    );
    expect(recorded[0]?.n).toBe(0);
  });

  it('refuses malformed bodies with a 400', async () => {
    for (const payload of ['{"reference": ', '{"reference":"x","amount":-5,"memo":""}', '[]']) {
      const response = await shop.call({
        method: 'POST',
        url: '/v1/public/bank/notify',
        payload,
        headers: { 'content-type': 'application/json', 'x-bank-signature': signatureOf(payload) },
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('refuses every notification when no secret is configured', async () => {
    const unconfigured = await createShop();
    try {
      const response = await notify({ reference: 'FT1', amount: 1_000, memo: 'x' }, { app: unconfigured });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).error_code).toBe('BANK_NOTIFY_DISABLED');
    } finally {
      await unconfigured.t.close();
    }
  });
});
