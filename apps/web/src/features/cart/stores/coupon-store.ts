import { create } from 'zustand';
import { checkCoupon, type CouponResult } from '../api/check-coupon';

interface CouponState {
  /** The code as the buyer applied it; null when none is applied. */
  code: string | null;
  /** The answer is kept whether it is the discount or the error body, whose message shows under the field. */
  result: CouponResult | null;
  /** The total the answer was computed for; a changed selection asks again. */
  checkedTotal: number | null;
  checking: boolean;
}

export const useCouponStore = create<CouponState>()(() => ({ code: null, result: null, checkedTotal: null, checking: false }));

export async function applyCoupon(code: string, total: number): Promise<void> {
  const normalized = code.trim().toUpperCase();
  if (!normalized) return;
  useCouponStore.setState({ code: normalized, checking: true });
  try {
    const result = await checkCoupon(normalized, total);
    if (useCouponStore.getState().code === normalized) useCouponStore.setState({ result, checkedTotal: total });
  } catch {
    // A network failure was already shown; the code stays so the buyer can apply it again.
  } finally {
    if (useCouponStore.getState().code === normalized) useCouponStore.setState({ checking: false });
  }
}

export function removeCoupon(): void {
  useCouponStore.setState({ code: null, result: null, checkedTotal: null, checking: false });
}
