import { and, asc, count, desc, eq, gt, isNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { couponRedemptions, coupons, orders, users } from '../../../db/schema/index.js';
import { escapeLike } from '../../../lib/escape-like.js';

export interface CouponFilter {
  /** Upper-case words matched against the code, lower-case against the description. */
  keyword?: string;
  active?: boolean;
  discountType?: string;
  state?: 'running' | 'upcoming' | 'expired' | 'used_up';
}

export const sortColumns = {
  id: coupons.id,
  created_at: coupons.createdAt,
  code: coupons.code,
  used_count: coupons.usedCount,
  valid_until: coupons.validUntil,
};
export type CouponSort = { column: keyof typeof sortColumns; direction: 'asc' | 'desc' };

const now = sql`now()`;
const usedUp = and(sql`${coupons.totalLimit} is not null`, sql`${coupons.usedCount} >= ${coupons.totalLimit}`);
const states = {
  upcoming: gt(coupons.validFrom, now),
  expired: lte(coupons.validUntil, now),
  used_up: usedUp,
  running: and(
    or(isNull(coupons.validFrom), lte(coupons.validFrom, now)),
    or(isNull(coupons.validUntil), gt(coupons.validUntil, now)),
    or(isNull(coupons.totalLimit), sql`${coupons.usedCount} < ${coupons.totalLimit}`),
  ),
};

function conditions(filter: CouponFilter): SQL | undefined {
  const pattern = filter.keyword ? `%${escapeLike(filter.keyword)}%` : undefined;
  return and(
    pattern ? or(like(sql`upper(${coupons.code})`, pattern.toUpperCase()), sql`${coupons.description} ilike ${pattern}`) : undefined,
    filter.active === undefined ? undefined : eq(coupons.active, filter.active),
    filter.discountType ? eq(coupons.discountType, filter.discountType) : undefined,
    filter.state ? states[filter.state] : undefined,
  );
}

export async function countCoupons(db: Db, filter: CouponFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(coupons).where(conditions(filter));
  return row?.n ?? 0;
}

export function searchCoupons(db: Db, filter: CouponFilter, window: { limit: number; offset: number }, sort: CouponSort) {
  const order = sort.direction === 'asc' ? asc : desc;
  return db
    .select()
    .from(coupons)
    .where(conditions(filter))
    .orderBy(sql`${order(sortColumns[sort.column])} nulls last`, order(coupons.id))
    .limit(window.limit)
    .offset(window.offset);
}

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'usedCount' | 'createdAt' | 'updatedAt'>;

export async function findCouponById(db: Db, id: number, options: { lock?: boolean } = {}): Promise<CouponRow | null> {
  const query = db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Another coupon already spelling this code, whatever the case. */
export async function codeTaken(db: Db, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(sql`upper(${coupons.code}) = ${code.toUpperCase()}`, exceptId ? sql`${coupons.id} <> ${exceptId}` : undefined))
    .limit(1);
  return row !== undefined;
}

/** Null when the code was taken by a write that got there first. */
export async function insertCoupon(db: Db, values: CouponValues): Promise<CouponRow | null> {
  const [row] = await db.insert(coupons).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateCoupon(db: Db, id: number, values: Partial<CouponValues>): Promise<CouponRow | null> {
  const [row] = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning();
  return row ?? null;
}

export async function findUsage(db: Db, couponId: number, window: { limit: number; offset: number }) {
  const where = eq(couponRedemptions.couponId, couponId);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: couponRedemptions.id,
        orderId: orders.id,
        orderCode: orders.code,
        orderStatus: orders.status,
        discount: orders.discount,
        total: orders.total,
        userId: users.id,
        username: users.username,
        email: users.email,
        createdAt: couponRedemptions.createdAt,
        releasedAt: couponRedemptions.releasedAt,
      })
      .from(couponRedemptions)
      .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
      .innerJoin(users, eq(users.id, couponRedemptions.userId))
      .where(where)
      .orderBy(desc(couponRedemptions.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({
        n: count(),
        buyers: sql<number>`count(distinct ${couponRedemptions.userId}) filter (where ${couponRedemptions.releasedAt} is null)`.mapWith(
          Number,
        ),
      })
      .from(couponRedemptions)
      .where(where),
  ]);
  return { rows, total: totals?.n ?? 0, buyers: totals?.buyers ?? 0 };
}
