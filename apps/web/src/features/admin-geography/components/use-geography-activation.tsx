'use client';

import { useTranslations } from 'next-intl';
import { useConfirmAction } from '@/admin/confirm-action';
import { useChangeGeographyActive, type GeographyKind } from '../api/change-geography';

/** Deactivates an active area, province or district or reactivates it, each after the staff member agrees. */
export function useGeographyActivation(kind: GeographyKind) {
  const t = useTranslations('adminGeography');
  const changeActive = useChangeGeographyActive(kind);
  const confirm = useConfirmAction();
  return (row: { id: number; name: string; active: boolean }) => {
    const active = !row.active;
    confirm({
      message: t(active ? 'confirmActivate' : 'confirmDeactivate', { name: row.name }),
      confirmLabel: t(active ? 'actions.activate' : 'actions.deactivate'),
      danger: !active,
      onConfirm: () => changeActive.mutate({ id: row.id, active }),
    });
  };
}
