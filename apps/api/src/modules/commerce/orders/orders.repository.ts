import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { orderItems, orders, packages, reports, users } from '../../../db/schema/index.js';

export type NewOrder = typeof orders.$inferInsert;
/** An item as bought: the report and package with the price paid, and the permalink and level the order shows. */
export interface NewOrderItem {
  reportId: number;
  packageId: number;
  reportTitle: string;
  packageName: string;
  price: number;
  permalink: string;
  level: number;
}

export const orderColumns = {
  id: orders.id,
  code: orders.code,
  userId: orders.userId,
  status: orders.status,
  paid: orders.paid,
  paymentMethod: orders.paymentMethod,
  subtotal: orders.subtotal,
  discount: orders.discount,
  total: orders.total,
  couponCode: orders.couponCode,
  transferSyntax: orders.transferSyntax,
  transferDetails: orders.transferDetails,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  cancelledAt: orders.cancelledAt,
  confirmedBy: orders.confirmedBy,
  note: orders.note,
  locale: orders.locale,
};

export async function findOrder(db: Db, id: number) {
  const [row] = await db.select(orderColumns).from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}
export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

export function findOrderItems(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      reportId: orderItems.reportId,
      reportTitle: orderItems.reportTitle,
      permalink: reports.permalink,
      packageId: orderItems.packageId,
      packageName: orderItems.packageName,
      level: packages.level,
      price: orderItems.price,
    })
    .from(orderItems)
    .innerJoin(reports, eq(reports.id, orderItems.reportId))
    .innerJoin(packages, eq(packages.id, orderItems.packageId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}
export type OrderItemRow = Awaited<ReturnType<typeof findOrderItems>>[number];

/**
 * Inserts an order with its items and gives them back as `findOrder` and `findOrderItems` read
 * them, so that placing an order does not read it again. An order code already taken gives null
 * and leaves the transaction usable, so the caller can try another code.
 */
export async function insertOrder(
  db: Db,
  order: NewOrder,
  items: NewOrderItem[],
): Promise<{ order: OrderRow; items: OrderItemRow[] } | null> {
  const [row] = await db.insert(orders).values(order).onConflictDoNothing({ target: orders.code }).returning(orderColumns);
  if (!row) return null;
  const inserted = await db
    .insert(orderItems)
    .values(
      items.map((item) => ({
        orderId: row.id,
        reportId: item.reportId,
        packageId: item.packageId,
        reportTitle: item.reportTitle,
        packageName: item.packageName,
        price: item.price,
      })),
    )
    .returning({ id: orderItems.id, reportId: orderItems.reportId, packageId: orderItems.packageId });
  // An order holds one package per report, so report and package find each item's id.
  const rows = inserted.map(({ id, reportId, packageId }): OrderItemRow => {
    const item = items.find((candidate) => candidate.reportId === reportId && candidate.packageId === packageId)!;
    return {
      id,
      orderId: row.id,
      reportId,
      reportTitle: item.reportTitle,
      permalink: item.permalink,
      packageId,
      packageName: item.packageName,
      level: item.level,
      price: item.price,
    };
  });
  return { order: row, items: rows.sort((a, b) => a.id - b.id) };
}

export async function countUserOrders(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.n ?? 0;
}

export function findUserOrders(
  db: Db,
  userId: number,
  window: { limit: number; offset: number },
  sort: { column: 'id' | 'created_at'; direction: 'asc' | 'desc' },
) {
  const column = sort.column === 'id' ? orders.id : orders.createdAt;
  return db
    .select(orderColumns)
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(sort.direction === 'asc' ? asc(column) : desc(column), desc(orders.id))
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * Pays an order once: only a pending, unpaid order changes, so of any number of confirmations of
 * the same payment, at the same moment or later, exactly one gets the row back.
 */
export async function markPaid(db: Db, id: number, confirmedBy: number | null) {
  const [row] = await db
    .update(orders)
    .set({ paid: true, status: 'paid', paidAt: sql`now()`, confirmedBy })
    .where(and(eq(orders.id, id), eq(orders.paid, false), eq(orders.status, 'pending')))
    .returning({ id: orders.id, userId: orders.userId, code: orders.code });
  return row ?? null;
}

/** Cancels an order only while it is unpaid and pending. */
export async function markCancelled(db: Db, id: number, note: string | null): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, ...(note === null ? {} : { note }) })
    .where(and(eq(orders.id, id), eq(orders.paid, false), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

export async function findBuyer(db: Db, userId: number) {
  const [row] = await db
    .select({ username: users.username, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
