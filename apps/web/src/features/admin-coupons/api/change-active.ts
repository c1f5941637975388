'use client';

import { adminCouponEndpoints } from '@app/contracts/admin-coupons';
import { callEndpointEnvelope } from '@/lib/call-endpoint';
import { useAdminMutation } from '@/admin/use-admin-mutation';
import { couponsKey } from './coupons-key';

export function useChangeCouponActive() {
  return useAdminMutation({
    mutationFn: (query: { id: number; active: boolean }) => callEndpointEnvelope(adminCouponEndpoints.changeActive, { query }),
    invalidates: [couponsKey],
  });
}
