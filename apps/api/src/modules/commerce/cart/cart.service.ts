import { CART_MAX_ITEMS, type Cart, type CartItemInput, type PublicCart } from '@app/contracts/cart.js';
import type { Locale } from '@app/contracts/locale.js';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { ownedLevels } from '../entitlements/entitlements.repository.js';
import { cartIssueError } from './cart-errors.js';
import { itemKey, offerIssue, resolveWanted, type Dropped, type Wanted } from './cart-rules.js';
import { droppedItem, pricedItem, totals } from './cart-view.js';
import * as repository from './cart.repository.js';
import { findOffers } from './offers.repository.js';

const wantedOf = (input: CartItemInput): Wanted => ({ reportId: input.report_id, packageId: input.type_id });

export async function getCart(db: Db, userId: number, locale: Locale, dropped: Dropped[] = []): Promise<Cart> {
  const lines = await repository.findCartLines(db, userId);
  const owned = await ownedLevels(
    db,
    userId,
    lines.map((line) => line.reportId),
  );
  const items = lines.map((line) => {
    const issue = offerIssue(line, owned.get(line.reportId));
    return {
      ...pricedItem(line),
      id: line.id,
      selected: line.selected,
      issue: issue === null ? null : issue === 'owned' ? ('owned' as const) : ('unavailable' as const),
    };
  });
  const payable = items.filter((item) => item.selected && item.issue === null);
  return { items, count: items.length, ...totals(payable), dropped: dropped.map((item) => droppedItem(item, locale)) };
}

/** Refuses one item that cannot be bought, with the reason. */
async function assertBuyable(db: Db, userId: number, wanted: Wanted): Promise<void> {
  const offer = (await findOffers(db, [wanted.reportId])).find((candidate) => candidate.packageId === wanted.packageId);
  const owned = await ownedLevels(db, userId, [wanted.reportId]);
  const issue = offerIssue(offer, owned.get(wanted.reportId));
  if (issue) throw cartIssueError(issue);
}

/**
 * Puts items into a cart, keeping one package per report: the highest. Items of the cart that a new
 * one supersedes leave it; what is left out is returned so the client can say why.
 */
async function putItems(db: Db, userId: number, wanted: Wanted[], selected: boolean): Promise<Dropped[]> {
  const lines = await repository.findCartLines(db, userId);
  const reportIds = [...lines, ...wanted].map((item) => item.reportId);
  const offers = await findOffers(db, reportIds);
  const owned = await ownedLevels(db, userId, reportIds);
  const buyable = lines.filter((line) => offerIssue(line, owned.get(line.reportId)) === null);
  const { accepted, dropped } = resolveWanted([...buyable, ...wanted], offers, owned);
  const kept = new Set(accepted.map(itemKey));
  const present = new Set(lines.map(itemKey));
  const removed = buyable.filter((line) => !kept.has(itemKey(line))).map((line) => line.id);
  const added = accepted.filter((offer) => !present.has(itemKey(offer)));
  if (lines.length - removed.length + added.length > CART_MAX_ITEMS) throw new AppError('CART_FULL');
  await repository.deleteCartItems(db, userId, removed);
  await repository.insertCartItems(
    db,
    userId,
    added.map((offer) => ({ reportId: offer.reportId, packageId: offer.packageId, selected })),
  );
  return dropped;
}

export async function addItem(db: Db, userId: number, input: CartItemInput, locale: Locale): Promise<Cart> {
  const dropped = await db.transaction(async (tx) => {
    await assertBuyable(tx, userId, wantedOf(input));
    return putItems(tx, userId, [wantedOf(input)], true);
  });
  return getCart(db, userId, locale, dropped);
}

export async function updateItem(
  db: Db,
  userId: number,
  id: number,
  change: { selected?: boolean; type_id?: number },
  locale: Locale,
): Promise<Cart> {
  const dropped = await db.transaction(async (tx) => {
    const [line] = await repository.findCartLines(tx, userId, [id]);
    if (!line) throw new AppError('CART_ITEM_NOT_FOUND');
    if (change.type_id === undefined || change.type_id === line.packageId) {
      if (change.selected !== undefined) await repository.setSelected(tx, userId, id, change.selected);
      return [];
    }
    const wanted = { reportId: line.reportId, packageId: change.type_id };
    await assertBuyable(tx, userId, wanted);
    await repository.deleteCartItems(tx, userId, [id]);
    return putItems(tx, userId, [wanted], change.selected ?? line.selected);
  });
  return getCart(db, userId, locale, dropped);
}

export async function removeItem(db: Db, userId: number, id: number, locale: Locale): Promise<Cart> {
  if (!(await repository.deleteCartItem(db, userId, id))) throw new AppError('CART_ITEM_NOT_FOUND');
  return getCart(db, userId, locale);
}

/** At login the browser's cart joins the server cart; what cannot be bought is left out and said so. */
export async function mergeItems(db: Db, userId: number, items: CartItemInput[], locale: Locale): Promise<Cart> {
  const dropped = await db.transaction((tx) => putItems(tx, userId, items.map(wantedOf), true));
  return getCart(db, userId, locale, dropped);
}

/** Prices a visitor's cart with the same rules; a signed-in caller also sees what they own left out. */
export async function priceItems(db: Db, userId: number | null, items: CartItemInput[], locale: Locale): Promise<PublicCart> {
  const wanted = items.map(wantedOf);
  const reportIds = wanted.map((item) => item.reportId);
  const offers = await findOffers(db, reportIds);
  const owned = userId === null ? new Map<number, number>() : await ownedLevels(db, userId, reportIds);
  const { accepted, dropped } = resolveWanted(wanted, offers, owned);
  const priced = accepted.map(pricedItem);
  return { items: priced, ...totals(priced), dropped: dropped.map((item) => droppedItem(item, locale)) };
}
