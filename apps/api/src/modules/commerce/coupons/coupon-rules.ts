import type { Locale } from '@app/contracts/locale.js';
import { AppError } from '../../../lib/app-error.js';
import type { Coupon } from './coupons.repository.js';

const money: Record<Locale, Intl.NumberFormat> = { vi: new Intl.NumberFormat('vi-VN'), en: new Intl.NumberFormat('en-US') };

/**
 * Why a coupon cannot be used now, or null when it can. `userUses` is only known for a signed-in
 * caller; `subtotal` only when an order total is given.
 */
export function couponProblem(coupon: Coupon, now: Date, userUses?: number, subtotal?: number): AppError | null {
  if (!coupon.active) return new AppError('COUPON_INACTIVE');
  if (coupon.validFrom && coupon.validFrom > now) return new AppError('COUPON_NOT_STARTED');
  if (coupon.validUntil && coupon.validUntil < now) return new AppError('COUPON_EXPIRED');
  if (coupon.totalLimit !== null && coupon.usedCount >= coupon.totalLimit) return new AppError('COUPON_USED_UP');
  if (userUses !== undefined && coupon.perUserLimit !== null && userUses >= coupon.perUserLimit) return new AppError('COUPON_USER_LIMIT');
  if (subtotal !== undefined && subtotal < coupon.minOrderTotal) {
    const least = coupon.minOrderTotal;
    return new AppError('COUPON_MIN_TOTAL', {
      message: {
        vi: `Đơn hàng tối thiểu ${money.vi.format(least)} ₫ để dùng mã giảm giá này.`,
        en: `This coupon needs an order of at least ${money.en.format(least)} ₫.`,
      },
    });
  }
  return null;
}

/** Whole đồng, rounded down, never more than the order nor than the coupon's ceiling. */
export function discountFor(coupon: Coupon, subtotal: number): number {
  const raw = coupon.discountType === 'percent' ? Math.floor((subtotal * coupon.discountValue) / 100) : coupon.discountValue;
  const capped = coupon.maxDiscount === null ? raw : Math.min(raw, coupon.maxDiscount);
  return Math.max(0, Math.min(capped, subtotal));
}
