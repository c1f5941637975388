import { and, asc, count, desc, eq, gte, lt, lte, sql, sum } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { downloadLogs, orderItems, orders, reports } from '../../../db/schema/index.js';

export interface Range {
  from: Date;
  until: Date;
}

const revenue = sql<number>`coalesce(${sum(orders.total)}, 0)`.mapWith(Number);
/** Paid in the range: the partial index on `paid_at` of paid orders answers it. */
const paidWithin = (range: Range) => and(eq(orders.paid, true), gte(orders.paidAt, range.from), lt(orders.paidAt, range.until));

/** Paid revenue and orders per Vietnam day (`yyyy-mm-dd`); months are sums of these days. */
export function revenueByDay(db: Db, range: Range) {
  const day = sql<string>`to_char((${orders.paidAt} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;
  return db.select({ day, revenue, orders: count() }).from(orders).where(paidWithin(range)).groupBy(day).orderBy(asc(day));
}

/** Orders placed in the range per payment method and status, in one pass over them. */
export function ordersByMethodAndStatus(db: Db, range: Range) {
  return db
    .select({
      paymentMethod: orders.paymentMethod,
      status: orders.status,
      orders: count(),
      revenue: sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.paid}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(gte(orders.createdAt, range.from), lt(orders.createdAt, range.until)))
    .groupBy(orders.paymentMethod, orders.status);
}

/**
 * The reports sold in orders paid within the range, by what they brought in or by how many times
 * they sold: summed per report id first, so only the top rows meet the reports table.
 */
export function topReports(db: Db, range: Range, by: 'revenue' | 'sales', limit: number) {
  const perReport = db
    .select({
      reportId: orderItems.reportId,
      revenue: sql<number>`sum(${orderItems.price})`.mapWith(Number).as('revenue'),
      sales: sql<number>`count(*)`.mapWith(Number).as('sales'),
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(paidWithin(range))
    .groupBy(orderItems.reportId)
    .orderBy(by === 'revenue' ? sql`sum(${orderItems.price}) desc` : sql`count(*) desc`, asc(orderItems.reportId))
    .limit(limit)
    .as('per_report');
  return db
    .select({
      reportId: reports.id,
      title: reports.title,
      permalink: reports.permalink,
      revenue: sql<number>`${perReport.revenue}`.mapWith(Number),
      sales: sql<number>`${perReport.sales}`.mapWith(Number),
    })
    .from(perReport)
    .innerJoin(reports, eq(reports.id, perReport.reportId))
    .orderBy(by === 'revenue' ? desc(perReport.revenue) : desc(perReport.sales), asc(reports.id));
}

/** Downloads per report over a range of Vietnam days, the most first: summed per report id, then the top rows named. */
export function downloadsByReport(db: Db, days: { from: string; to: string }, limit: number) {
  const perReport = db
    .select({ reportId: downloadLogs.reportId, downloads: sql<number>`sum(${downloadLogs.count})`.mapWith(Number).as('downloads') })
    .from(downloadLogs)
    .where(downloadDays(days))
    .groupBy(downloadLogs.reportId)
    .orderBy(sql`sum(${downloadLogs.count}) desc`, asc(downloadLogs.reportId))
    .limit(limit)
    .as('per_report');
  return db
    .select({
      reportId: reports.id,
      title: reports.title,
      permalink: reports.permalink,
      downloads: sql<number>`${perReport.downloads}`.mapWith(Number),
    })
    .from(perReport)
    .innerJoin(reports, eq(reports.id, perReport.reportId))
    .orderBy(desc(perReport.downloads), asc(reports.id));
}

export async function totalDownloads(db: Db, days: { from: string; to: string }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${downloadLogs.count}), 0)`.mapWith(Number) })
    .from(downloadLogs)
    .where(downloadDays(days));
  return row?.n ?? 0;
}

const downloadDays = (days: { from: string; to: string }) => and(gte(downloadLogs.day, days.from), lte(downloadLogs.day, days.to));
