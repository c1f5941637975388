import { and, asc, count, desc, eq, gte, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { orderItems, orders, reports } from '../../../db/schema/index.js';

export interface Range {
  from: Date;
  until: Date;
}

const vietnamDayOf = (column: typeof orders.paidAt | typeof orders.createdAt) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;
const vietnamMonthOf = (column: typeof orders.paidAt) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '7 hours', 'YYYY-MM')`;
const revenue = sql<number>`coalesce(${sum(orders.total)}, 0)`.mapWith(Number);
/** Paid in the range: the partial index on `paid_at` of paid orders answers it. */
const paidWithin = (range: Range) => and(eq(orders.paid, true), gte(orders.paidAt, range.from), lt(orders.paidAt, range.until));
const placedWithin = (range: Range) => and(gte(orders.createdAt, range.from), lt(orders.createdAt, range.until));

export function revenueBy(db: Db, range: Range, unit: 'day' | 'month') {
  const bucket = unit === 'day' ? vietnamDayOf(orders.paidAt) : vietnamMonthOf(orders.paidAt);
  return db.select({ bucket, revenue, orders: count() }).from(orders).where(paidWithin(range)).groupBy(bucket).orderBy(asc(bucket));
}

export function ordersByPaymentMethod(db: Db, range: Range) {
  return db
    .select({
      paymentMethod: orders.paymentMethod,
      orders: count(),
      revenue: sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.paid}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(placedWithin(range))
    .groupBy(orders.paymentMethod)
    .orderBy(asc(orders.paymentMethod));
}

export function ordersByStatus(db: Db, range: Range) {
  return db
    .select({ status: orders.status, orders: count() })
    .from(orders)
    .where(placedWithin(range))
    .groupBy(orders.status)
    .orderBy(asc(orders.status));
}

/** The reports sold in orders paid within the range, by what they brought in or by how many times they sold. */
export function topReports(db: Db, range: Range, by: 'revenue' | 'sales', limit: number) {
  const itemRevenue = sql<number>`coalesce(${sum(orderItems.price)}, 0)`.mapWith(Number);
  const sales = count();
  return db
    .select({ reportId: reports.id, title: reports.title, permalink: reports.permalink, revenue: itemRevenue, sales })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(reports, eq(reports.id, orderItems.reportId))
    .where(paidWithin(range))
    .groupBy(reports.id)
    .orderBy(by === 'revenue' ? desc(itemRevenue) : desc(sales), asc(reports.id))
    .limit(limit);
}
