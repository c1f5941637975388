import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { cartItems, entitlements, packages, reports } from '../../../db/schema/index.js';
import { offerColumns, offeredPackage as pk, reportOffer as rp, type Offer } from './offers.repository.js';

export type CartLine = Offer & { id: number; selected: boolean };

/** The user's cart items with what their reports offer today (an offer may have been withdrawn). */
export function findCartLines(db: Db, userId: number, ids?: number[]): Promise<CartLine[]> {
  return db
    .select({ id: cartItems.id, selected: cartItems.selected, ...offerColumns })
    .from(cartItems)
    .innerJoin(reports, eq(reports.id, cartItems.reportId))
    .innerJoin(pk, eq(pk.id, cartItems.packageId))
    .leftJoin(rp, and(eq(rp.reportId, cartItems.reportId), eq(rp.packageId, cartItems.packageId)))
    .where(and(eq(cartItems.userId, userId), ids ? inArray(cartItems.id, ids) : undefined))
    .orderBy(asc(cartItems.id));
}

export async function insertCartItems(
  db: Db,
  userId: number,
  items: { reportId: number; packageId: number; selected: boolean }[],
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(cartItems)
    .values(items.map((item) => ({ userId, ...item })))
    .onConflictDoNothing();
}

export async function deleteCartItems(db: Db, userId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
}

export async function deleteCartItem(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.id, id)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function setSelected(db: Db, userId: number, id: number, selected: boolean): Promise<void> {
  await db
    .update(cartItems)
    .set({ selected })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.id, id)));
}

/** Removes what the user now owns from their cart: a bought package and the lower ones it includes. */
export async function deleteOwnedItems(db: Db, userId: number): Promise<void> {
  await db.execute(sql`
    delete from ${cartItems} ci using ${packages} p
    where p.id = ci.package_id and ci.user_id = ${userId}
      and exists (
        select 1 from ${entitlements} e join ${packages} ep on ep.id = e.package_id
        where e.user_id = ci.user_id and e.report_id = ci.report_id and ep.level >= p.level
      )`);
}
