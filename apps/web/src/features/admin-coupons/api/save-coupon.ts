'use client';

import { adminCouponEndpoints, type CouponInput } from '@app/contracts/admin-coupons';
import { callEndpointEnvelope } from '@/lib/call-endpoint';
import { useAdminMutation } from '@/admin/use-admin-mutation';
import { couponsKey } from './coupons-key';

/** Creates a coupon, or replaces the one with `id`. */
export function useSaveCoupon(onSuccess?: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CouponInput }) =>
      id === null
        ? callEndpointEnvelope(adminCouponEndpoints.create, { body })
        : callEndpointEnvelope(adminCouponEndpoints.update, { params: { id }, body }),
    invalidates: [couponsKey],
    onSuccess,
  });
}
