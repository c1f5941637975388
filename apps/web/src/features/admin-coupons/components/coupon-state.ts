import type { AdminCoupon } from '@app/contracts/admin-coupons';

export type CouponStanding = 'inactive' | 'upcoming' | 'expired' | 'used_up' | 'running';

/** Where a coupon stands at `now`, the same rules as the search's `state` filter. */
export function couponStanding(coupon: AdminCoupon, now: Date): CouponStanding {
  if (!coupon.active) return 'inactive';
  if (coupon.valid_from && coupon.valid_from > now) return 'upcoming';
  if (coupon.valid_until && coupon.valid_until <= now) return 'expired';
  if (coupon.total_limit !== null && coupon.used_count >= coupon.total_limit) return 'used_up';
  return 'running';
}

export const standingColors: Record<CouponStanding, string> = {
  running: 'teal',
  upcoming: 'blue',
  expired: 'gray',
  used_up: 'orange',
  inactive: 'red',
};
