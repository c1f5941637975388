'use client';

import { useTranslations } from 'next-intl';
import type { AdminInvestor } from '@app/contracts/admin-investors';
import { useActivation } from '@/admin/use-activation';
import { useChangeInvestorActive } from '../api/change-active';

/** Hides an investor from the public pages or shows it again, each after the staff member agrees. */
export function useInvestorActivation() {
  const t = useTranslations('adminInvestors');
  return useActivation(useChangeInvestorActive(), (investor: AdminInvestor, active) => ({
    message: t(active ? 'confirmActivate' : 'confirmDeactivate', { name: investor.name }),
    label: t(active ? 'actions.activate' : 'actions.deactivate'),
  }));
}
