import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { entitlements, orderItems, orders, packages, reports } from '../../db/schema/index.js';

/** The highest package level a user owns of each of these reports; a level includes those below it. */
export async function ownedLevels(db: Db, userId: number, reportIds: number[]): Promise<Map<number, number>> {
  if (reportIds.length === 0) return new Map();
  const rows = await db
    .select({ reportId: entitlements.reportId, level: max(packages.level) })
    .from(entitlements)
    .innerJoin(packages, eq(packages.id, entitlements.packageId))
    .where(and(eq(entitlements.userId, userId), inArray(entitlements.reportId, [...new Set(reportIds)])))
    .groupBy(entitlements.reportId);
  return new Map(rows.map((row) => [row.reportId, row.level ?? -1]));
}

/** The bought packages of a paid order become the buyer's; a package already owned stays as it was. */
export async function grantOrderEntitlements(db: Db, order: { id: number; userId: number }): Promise<void> {
  await db.execute(sql`
    insert into ${entitlements} (user_id, report_id, package_id, order_id)
    select ${order.userId}, oi.report_id, oi.package_id, ${order.id} from ${orderItems} oi where oi.order_id = ${order.id}
    on conflict (user_id, report_id, package_id) do nothing`);
}

export async function countPurchasedReports(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count(sql`distinct ${entitlements.reportId}`) }).from(entitlements).where(eq(entitlements.userId, userId));
  return row?.n ?? 0;
}

/** The reports a user owns something of, the latest purchase first. */
export function findPurchasedReports(db: Db, userId: number, window: { limit: number; offset: number }) {
  const purchasedAt = max(entitlements.grantedAt);
  return db
    .select({
      id: reports.id,
      title: reports.title,
      titleEn: reports.titleEn,
      permalink: reports.permalink,
      coverUrl: reports.coverUrl,
      publishedOn: reports.publishedOn,
      purchasedAt,
    })
    .from(entitlements)
    .innerJoin(reports, eq(reports.id, entitlements.reportId))
    .where(eq(entitlements.userId, userId))
    .groupBy(reports.id)
    .orderBy(desc(purchasedAt), desc(reports.id))
    .limit(window.limit)
    .offset(window.offset);
}

export function findOwnedPackages(db: Db, userId: number, reportIds: number[]) {
  return db
    .select({
      reportId: entitlements.reportId,
      id: packages.id,
      name: packages.name,
      nameEn: packages.nameEn,
      level: packages.level,
      orderCode: orders.code,
      grantedAt: entitlements.grantedAt,
    })
    .from(entitlements)
    .innerJoin(packages, eq(packages.id, entitlements.packageId))
    .leftJoin(orders, eq(orders.id, entitlements.orderId))
    .where(and(eq(entitlements.userId, userId), inArray(entitlements.reportId, reportIds)))
    .orderBy(desc(packages.level));
}

/**
 * The order that gave a user a package of a report, or the higher package that includes it: its
 * code is stamped on the files the buyer downloads.
 */
export async function findGrantingOrderCode(db: Db, userId: number, reportId: number, level: number): Promise<string | null> {
  const [row] = await db
    .select({ code: orders.code })
    .from(entitlements)
    .innerJoin(packages, eq(packages.id, entitlements.packageId))
    .innerJoin(orders, eq(orders.id, entitlements.orderId))
    .where(and(eq(entitlements.userId, userId), eq(entitlements.reportId, reportId), sql`${packages.level} >= ${level}`))
    .orderBy(packages.level, entitlements.id)
    .limit(1);
  return row?.code ?? null;
}
