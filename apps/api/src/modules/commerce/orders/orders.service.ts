import { createHash } from 'node:crypto';
import type { Envelope, Page } from '@app/contracts/envelope.js';
import type { Locale } from '@app/contracts/locale.js';
import { orderSchema, type Order, type PlaceOrderBody } from '@app/contracts/orders.js';
import { pageWindow } from '@app/contracts/list-query.js';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { ok, page } from '../../../lib/reply.js';
import { cartIssueError } from '../cart/cart-errors.js';
import { resolveWanted, type Wanted } from '../cart/cart-rules.js';
import { deleteCartItems, findCartLines } from '../cart/cart.repository.js';
import { findOffers } from '../cart/offers.repository.js';
import { insertRedemption } from '../coupons/coupons.repository.js';
import { reserveCoupon } from '../coupons/coupons.service.js';
import { ownedLevels } from '../entitlements/entitlements.repository.js';
import { momoAvailable } from '../payments/momo-gateway.js';
import { shopBankAccount } from './bank-account.js';
import type { CommerceContext } from '../commerce-context.js';
import { claimKey, findAnswer, saveAnswer, type StoredAnswer } from './idempotency.repository.js';
import { newOrderCode, transferSyntax } from './order-codes.js';
import { afterSettlement, settleOrder, type PaidOrder } from './order-settlement.js';
import { orderView } from './order-view.js';
import * as repository from './orders.repository.js';

const PLACE_ORDER_ROUTE = 'POST /v1/orders';

export interface Buyer {
  id: number;
  username: string;
}

export async function loadOrder(db: Db, id: number): Promise<Order | null> {
  const order = await repository.findOrder(db, id);
  if (!order) return null;
  return orderView(order, await repository.findOrderItems(db, [id]));
}

async function wantedItems(tx: Db, buyer: Buyer, body: PlaceOrderBody): Promise<{ wanted: Wanted[]; cartItemIds: number[] }> {
  if (body.buy_now) return { wanted: [{ reportId: body.buy_now.report_id, packageId: body.buy_now.type_id }], cartItemIds: [] };
  const ids = [...new Set(body.items)];
  const lines = await findCartLines(tx, buyer.id, ids);
  if (lines.length !== ids.length) throw new AppError('CART_ITEM_NOT_FOUND');
  return { wanted: lines, cartItemIds: ids };
}

/**
 * A code drawn collides with one already given out that day once in 32^5 / (orders that day): rare,
 * but certain some day. A run of collisions means something else is wrong.
 */
const ORDER_CODE_ATTEMPTS = 5;

/** Inserts the order under a random code, drawing again when that code was already given out. */
async function insertWithFreshCode(
  tx: Db,
  order: Omit<repository.NewOrder, 'code'> & { createdAt: Date },
  items: repository.NewOrderItem[],
): Promise<{ order: repository.OrderRow; items: repository.OrderItemRow[] }> {
  for (let attempt = 0; attempt < ORDER_CODE_ATTEMPTS; attempt += 1) {
    const inserted = await repository.insertOrder(tx, { ...order, code: newOrderCode(order.createdAt) }, items);
    if (inserted) return inserted;
  }
  throw new Error(`no free order code after ${ORDER_CODE_ATTEMPTS} draws`);
}

/** Prices are the server's, taken now; a coupon is reserved in the same transaction as the order. */
async function createOrder(
  tx: Db,
  buyer: Buyer,
  body: PlaceOrderBody,
  locale: Locale,
  now: Date,
): Promise<{ order: Order; paid: PaidOrder | null }> {
  const { wanted, cartItemIds } = await wantedItems(tx, buyer, body);
  const reportIds = wanted.map((item) => item.reportId);
  const offers = await findOffers(tx, reportIds);
  const { accepted, dropped } = resolveWanted(wanted, offers, await ownedLevels(tx, buyer.id, reportIds));
  for (const item of dropped) {
    if (item.reason === 'superseded') continue;
    const title = offers.find((offer) => offer.reportId === item.reportId)?.reportTitle;
    throw cartIssueError(item.reason, title);
  }
  const subtotal = accepted.reduce((sum, offer) => sum + offer.price, 0);
  const coupon = body.coupon_code === undefined ? null : await reserveCoupon(tx, body.coupon_code, buyer.id, subtotal, now);
  const discount = coupon?.discount ?? 0;
  const total = subtotal - discount;
  if (body.payment_method === 'coupon' && total > 0) throw new AppError('COUPON_NOT_COVERING');
  // Nothing left to pay completes the order at once, whatever method was picked.
  const method = total === 0 ? 'coupon' : body.payment_method;
  const bankAccount = method === 'bank_transfer' ? await shopBankAccount(tx) : null;
  const inserted = await insertWithFreshCode(
    tx,
    {
      userId: buyer.id,
      subtotal,
      discount,
      total,
      couponId: coupon?.couponId ?? null,
      couponCode: coupon?.code ?? null,
      paymentMethod: method,
      transferSyntax: bankAccount ? transferSyntax(buyer.username, now) : null,
      transferDetails: bankAccount,
      locale,
      createdAt: now,
    },
    accepted,
  );
  const orderId = inserted.order.id;
  if (coupon) await insertRedemption(tx, { couponId: coupon.couponId, userId: buyer.id, orderId });
  await deleteCartItems(tx, buyer.id, cartItemIds);
  if (total > 0) return { order: orderView(inserted.order, inserted.items), paid: null };
  // Paid at once: the order is read again with its payment.
  const paid = await settleOrder(tx, orderId);
  const order = await loadOrder(tx, orderId);
  if (!order) throw new Error(`order ${orderId} vanished inside its own transaction`);
  return { order, paid };
}

/** The first answer given under an idempotency key, for the same body only. */
function replayOf(stored: StoredAnswer, fingerprint: string): Envelope<Order> {
  if (stored.fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  // The answer was stored as JSON: its moments come back as text and are read into dates again.
  const body = stored.body as Envelope<unknown>;
  return { ...body, result: orderSchema.parse(body.result) };
}

/**
 * Places an order. With an idempotency key, the first answer is kept with the order in the same
 * transaction, and a retry with the same key and body gets that answer again instead of a new order.
 */
export async function placeOrder(
  context: CommerceContext,
  buyer: Buyer,
  body: PlaceOrderBody,
  options: { locale: Locale; idempotencyKey?: string },
): Promise<{ reply: Envelope<Order>; replayed: boolean }> {
  if (body.payment_method === 'momo' && !momoAvailable(context.config)) throw new AppError('MOMO_DISABLED');
  const fingerprint = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  const claim = options.idempotencyKey ? { userId: buyer.id, route: PLACE_ORDER_ROUTE, key: options.idempotencyKey } : null;
  // A retry after the first answer is read in one query, without a transaction; only a retry that
  // meets the first attempt still at work waits for it below.
  const answered = claim ? await findAnswer(context.db, claim) : null;
  if (answered) return { reply: replayOf(answered.answer, fingerprint), replayed: true };
  const outcome = await context.db.transaction(async (tx) => {
    const claimId = claim ? await claimKey(tx, claim) : null;
    if (claim && claimId === null) {
      const stored = await findAnswer(tx, claim);
      if (!stored) throw new AppError('CONFLICT');
      return { reply: replayOf(stored.answer, fingerprint), replayed: true, paid: null };
    }
    const { order, paid } = await createOrder(tx, buyer, body, options.locale, new Date());
    const reply = ok(order);
    if (claimId !== null) await saveAnswer(tx, claimId, 200, { fingerprint, body: reply });
    return { reply, replayed: false, paid };
  });
  afterSettlement(context, outcome.paid);
  return { reply: outcome.reply, replayed: outcome.replayed };
}

/** One of the caller's own orders; anyone else's is simply not found. */
export async function getOwnOrder(db: Db, userId: number, id: number): Promise<Order> {
  const order = await repository.findOrder(db, id);
  if (!order || order.userId !== userId) throw new AppError('ORDER_NOT_FOUND');
  return orderView(order, await repository.findOrderItems(db, [id]));
}

export async function orderHistory(
  db: Db,
  userId: number,
  query: { page: number; page_size: number; sort: { column: 'id' | 'created_at'; direction: 'asc' | 'desc' } },
): Promise<Page<Order>> {
  const [rows, total] = await Promise.all([
    repository.findUserOrders(db, userId, pageWindow(query), query.sort),
    repository.countUserOrders(db, userId),
  ]);
  const items = await repository.findOrderItems(
    db,
    rows.map((row) => row.id),
  );
  return page(
    rows.map((row) => orderView(row, items)),
    total,
    query.page,
    query.page_size,
  );
}
