'use client';

import { adminReportEndpoints, type ReportInput } from '@app/contracts/admin-reports';
import { callEndpointEnvelope } from '@/lib/call-endpoint';
import { useAdminMutation } from '@/admin/use-admin-mutation';
import { reportsKey } from '@/admin/reports-key';

/** Creates a report, or replaces the one with `id`. */
export function useSaveReport(onSuccess?: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ReportInput }) =>
      id === null
        ? callEndpointEnvelope(adminReportEndpoints.create, { body })
        : callEndpointEnvelope(adminReportEndpoints.update, { params: { id }, body }),
    invalidates: [reportsKey],
    onSuccess,
  });
}
