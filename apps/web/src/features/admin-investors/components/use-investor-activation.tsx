'use client';

import { useTranslations } from 'next-intl';
import type { AdminInvestor } from '@app/contracts/admin-investors';
import { useConfirmAction } from '@/admin/confirm-action';
import { useChangeInvestorActive } from '../api/change-active';

/** Hides an investor from the public pages or shows it again, each after the staff member agrees. */
export function useInvestorActivation() {
  const t = useTranslations('adminInvestors');
  const changeActive = useChangeInvestorActive();
  const confirm = useConfirmAction();
  return (investor: AdminInvestor) => {
    const active = !investor.active;
    confirm({
      message: t(active ? 'confirmActivate' : 'confirmDeactivate', { name: investor.name }),
      confirmLabel: t(active ? 'actions.activate' : 'actions.deactivate'),
      danger: !active,
      onConfirm: () => changeActive.mutate({ id: investor.id, active }),
    });
  };
}
