'use client';

import { useTranslations } from 'next-intl';
import type { AdminReport } from '@app/contracts/admin-reports';
import { useConfirmAction } from '@/admin/confirm-action';
import { useChangeReportActive } from '../api/change-report-active';

/** Hides a report from the public or shows it again, each after the staff member agrees. */
export function useReportActivation() {
  const t = useTranslations('adminReports');
  const changeActive = useChangeReportActive();
  const confirm = useConfirmAction();
  return (report: AdminReport) => {
    const active = !report.active;
    confirm({
      message: t(active ? 'confirmActivate' : 'confirmDeactivate', { title: report.title }),
      confirmLabel: t(active ? 'actions.activate' : 'actions.deactivate'),
      danger: !active,
      onConfirm: () => changeActive.mutate({ id: report.id, active }),
    });
  };
}
