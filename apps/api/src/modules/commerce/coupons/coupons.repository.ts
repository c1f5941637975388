import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { couponRedemptions, coupons } from '../../../db/schema/index.js';

const couponColumns = {
  id: coupons.id,
  code: coupons.code,
  description: coupons.description,
  discountType: coupons.discountType,
  discountValue: coupons.discountValue,
  maxDiscount: coupons.maxDiscount,
  minOrderTotal: coupons.minOrderTotal,
  validFrom: coupons.validFrom,
  validUntil: coupons.validUntil,
  totalLimit: coupons.totalLimit,
  perUserLimit: coupons.perUserLimit,
  usedCount: coupons.usedCount,
  active: coupons.active,
};

const byCode = (code: string) => sql`upper(${coupons.code}) = ${code.toUpperCase()}`;

export async function findCoupon(db: Db, code: string) {
  const [row] = await db.select(couponColumns).from(coupons).where(byCode(code)).limit(1);
  return row ?? null;
}

export type Coupon = NonNullable<Awaited<ReturnType<typeof findCoupon>>>;

/**
 * The coupon row, locked until the transaction ends: orders racing for the same coupon take turns,
 * so each one counts the redemptions of the ones before it.
 */
export async function lockCoupon(db: Db, code: string): Promise<Coupon | null> {
  const [row] = await db.select(couponColumns).from(coupons).where(byCode(code)).limit(1).for('update');
  return row ?? null;
}

/** Uses of a coupon by one user that still count (a cancelled order gives its use back). */
export async function countUserRedemptions(db: Db, couponId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId), isNull(couponRedemptions.releasedAt)));
  return row?.n ?? 0;
}

/** Takes one use if any is left: the cap is checked by the same statement that counts the use. */
export async function claimUse(db: Db, couponId: number): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.id, couponId), sql`(${coupons.totalLimit} is null or ${coupons.usedCount} < ${coupons.totalLimit})`))
    .returning({ id: coupons.id });
  return rows.length > 0;
}

export async function insertRedemption(db: Db, redemption: { couponId: number; userId: number; orderId: number }): Promise<void> {
  await db.insert(couponRedemptions).values(redemption);
}

/** Gives back the use an unpaid order took, once. */
export async function releaseRedemption(db: Db, orderId: number): Promise<void> {
  const released = await db
    .update(couponRedemptions)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released) {
    await db
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} - 1` })
      .where(and(eq(coupons.id, couponId), gt(coupons.usedCount, 0)));
  }
}
