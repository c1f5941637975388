'use client';

import { useTranslations } from 'next-intl';
import type { AdminCoupon } from '@app/contracts/admin-coupons';
import { useConfirmAction } from '@/admin/confirm-action';
import { useChangeCouponActive } from '../api/change-active';

/** Deactivates an active coupon or reactivates one, each after the staff member agrees. */
export function useCouponActivation() {
  const t = useTranslations('adminCoupons');
  const changeActive = useChangeCouponActive();
  const confirm = useConfirmAction();
  return (coupon: AdminCoupon) => {
    const active = !coupon.active;
    confirm({
      message: t(active ? 'confirmActivate' : 'confirmDeactivate', { code: coupon.code }),
      confirmLabel: t(active ? 'actions.activate' : 'actions.deactivate'),
      danger: !active,
      onConfirm: () => changeActive.mutate({ id: coupon.id, active }),
    });
  };
}
