'use client';

import { useTranslations } from 'next-intl';
import type { AdminCoupon } from '@app/contracts/admin-coupons';
import { useActivation } from '@/admin/use-activation';
import { useChangeCouponActive } from '../api/change-active';

/** Deactivates an active coupon or reactivates one, each after the staff member agrees. */
export function useCouponActivation() {
  const t = useTranslations('adminCoupons');
  return useActivation(useChangeCouponActive(), (coupon: AdminCoupon, active) => ({
    message: t(active ? 'confirmActivate' : 'confirmDeactivate', { code: coupon.code }),
    label: t(active ? 'actions.activate' : 'actions.deactivate'),
  }));
}
