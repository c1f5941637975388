import type { AdminCoupon, CouponDiscountType } from '@app/contracts/admin-coupons';

/** The form's values: number fields hold '' when left blank, moments an ISO string with Vietnam's offset or ''. */
export interface CouponFormValues extends Record<string, unknown> {
  code: string;
  description: string;
  discount_type: CouponDiscountType;
  discount_value: number | string;
  max_discount: number | string;
  min_order_total: number | string;
  valid_from: string;
  valid_until: string;
  total_limit: number | string;
  per_user_limit: number | string;
  active: boolean;
}

// Vietnam keeps UTC+7 all year: a coupon's window is read and typed on the shop's clock.
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** `2026-12-01T00:00:00+07:00` → `2026-12-01 00:00:00`, the picker's wall-clock value. */
export function toShopClock(iso: string): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  return new Date(time + VIETNAM_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The picker's `2026-12-01 00:00:00`, a moment in Vietnam, as the API takes it. */
export function fromShopClock(wallClock: string | null): string {
  if (!wallClock) return '';
  const [day, time = '00:00:00'] = wallClock.split(' ');
  return `${day}T${time.length === 5 ? `${time}:00` : time}+07:00`;
}

const blankIfNull = (value: number | null) => value ?? '';

export function couponFormValues(coupon: AdminCoupon | null): CouponFormValues {
  if (!coupon) {
    return {
      code: '',
      description: '',
      discount_type: 'percent',
      discount_value: '',
      max_discount: '',
      min_order_total: 0,
      valid_from: '',
      valid_until: '',
      total_limit: '',
      per_user_limit: '',
      active: true,
    };
  }
  return {
    code: coupon.code,
    description: coupon.description ?? '',
    discount_type: coupon.discount_type,
    discount_value: coupon.discount_value,
    max_discount: blankIfNull(coupon.max_discount),
    min_order_total: coupon.min_order_total,
    valid_from: coupon.valid_from ? fromShopClock(toShopClock(coupon.valid_from.toISOString())) : '',
    valid_until: coupon.valid_until ? fromShopClock(toShopClock(coupon.valid_until.toISOString())) : '',
    total_limit: blankIfNull(coupon.total_limit),
    per_user_limit: blankIfNull(coupon.per_user_limit),
    active: coupon.active,
  };
}
