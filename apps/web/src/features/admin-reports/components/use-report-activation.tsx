'use client';

import { useTranslations } from 'next-intl';
import type { AdminReport } from '@app/contracts/admin-reports';
import { useActivation } from '@/admin/use-activation';
import { useChangeReportActive } from '../api/change-report-active';

/** Hides a report from the public or shows it again, each after the staff member agrees. */
export function useReportActivation() {
  const t = useTranslations('adminReports');
  return useActivation(useChangeReportActive(), (report: AdminReport, active) => ({
    message: t(active ? 'confirmActivate' : 'confirmDeactivate', { title: report.title }),
    label: t(active ? 'actions.activate' : 'actions.deactivate'),
  }));
}
