import type { CouponCheck } from '@app/contracts/cart';
import { ApiError } from '@/lib/api-client';
import { callOnDemand } from '@/lib/call-on-demand';

/** The answer is kept whether it is the discount or the error body, whose message shows under the field. */
export type CouponResult = { ok: true; coupon: CouponCheck } | { ok: false; code: string; message: string };

const endpoint = () => import('@app/contracts/cart').then((contract) => contract.cartEndpoints.checkCoupon);

export async function checkCoupon(code: string, total: number): Promise<CouponResult> {
  try {
    const coupon = await callOnDemand(
      endpoint,
      { params: { code }, query: { total } },
      { latestKey: 'coupon-check', autoShowError: false },
    );
    return { ok: true, coupon };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.message) return { ok: false, code, message: error.message };
    throw error;
  }
}
