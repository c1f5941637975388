'use client';

import { useTranslations } from 'next-intl';
import { useActivation } from '@/admin/use-activation';
import { useChangeGeographyActive, type GeographyKind } from '../api/change-geography';

/** Deactivates an active area, province or district or reactivates it, each after the staff member agrees. */
export function useGeographyActivation(kind: GeographyKind) {
  const t = useTranslations('adminGeography');
  return useActivation(useChangeGeographyActive(kind), (row: { id: number; name: string; active: boolean }, active) => ({
    message: t(active ? 'confirmActivate' : 'confirmDeactivate', { name: row.name }),
    label: t(active ? 'actions.activate' : 'actions.deactivate'),
  }));
}
