import { and, asc, count, desc, eq, gte, inArray, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { entitlements, orderItems, orders, packages, reportContents, reports, users } from '../../../db/schema/index.js';

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
  const [row] = await db
    .select({ n: count(sql`distinct ${entitlements.reportId}`) })
    .from(entitlements)
    .where(eq(entitlements.userId, userId));
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
 * Who bought the package a content belongs to (or a higher one of its report) and through which
 * order; null for free content or when the user does not own it.
 */
export async function findContentGrant(db: Db, userId: number, contentId: number) {
  const contentPackage = alias(packages, 'content_package');
  const [row] = await db
    .select({ orderCode: orders.code, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(reportContents)
    .innerJoin(contentPackage, eq(contentPackage.id, reportContents.packageId))
    .innerJoin(entitlements, and(eq(entitlements.reportId, reportContents.reportId), eq(entitlements.userId, userId)))
    .innerJoin(packages, and(eq(packages.id, entitlements.packageId), gte(packages.level, contentPackage.level)))
    .innerJoin(users, eq(users.id, entitlements.userId))
    .leftJoin(orders, eq(orders.id, entitlements.orderId))
    .where(and(eq(reportContents.id, contentId), eq(contentPackage.isFree, false)))
    .orderBy(asc(packages.level), asc(entitlements.id))
    .limit(1);
  return row ?? null;
}
