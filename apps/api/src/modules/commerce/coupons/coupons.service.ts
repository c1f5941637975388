import type { CouponCheck } from '@app/contracts/cart.js';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { couponProblem, discountFor } from './coupon-rules.js';
import * as repository from './coupons.repository.js';

/** What a coupon would take off a total, or the reason it cannot be used, as the cart page asks. */
export async function checkCoupon(db: Db, code: string, options: { userId?: number; total?: number }): Promise<CouponCheck> {
  const coupon = await repository.findCoupon(db, code);
  if (!coupon) throw new AppError('COUPON_NOT_FOUND');
  const userUses = options.userId === undefined ? undefined : await repository.countUserRedemptions(db, coupon.id, options.userId);
  const problem = couponProblem(coupon, new Date(), userUses, options.total);
  if (problem) throw problem;
  const discount = options.total === undefined ? null : discountFor(coupon, options.total);
  return {
    code: coupon.code,
    description: coupon.description,
    discount_type: coupon.discountType === 'amount' ? 'amount' : 'percent',
    discount_value: coupon.discountValue,
    max_discount: coupon.maxDiscount,
    min_order_total: coupon.minOrderTotal,
    valid_until: coupon.validUntil,
    discount,
    total_after_discount: discount === null || options.total === undefined ? null : options.total - discount,
  };
}

export interface Reservation {
  couponId: number;
  code: string;
  discount: number;
}

/**
 * Takes one use of a coupon for an order being placed, inside the order's transaction. The coupon
 * row stays locked until the order commits, so the per-user count cannot be raced, and the total
 * cap is enforced by the conditional update itself.
 */
export async function reserveCoupon(tx: Db, code: string, userId: number, subtotal: number, now: Date): Promise<Reservation> {
  const coupon = await repository.lockCoupon(tx, code);
  if (!coupon) throw new AppError('COUPON_NOT_FOUND');
  const userUses = await repository.countUserRedemptions(tx, coupon.id, userId);
  const problem = couponProblem(coupon, now, userUses, subtotal);
  if (problem) throw problem;
  if (!(await repository.claimUse(tx, coupon.id))) throw new AppError('COUPON_USED_UP');
  return { couponId: coupon.id, code: coupon.code, discount: discountFor(coupon, subtotal) };
}
