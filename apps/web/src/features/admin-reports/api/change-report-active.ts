'use client';

import { adminReportEndpoints } from '@app/contracts/admin-reports';
import { callEndpointEnvelope } from '@/lib/call-endpoint';
import { useAdminMutation } from '@/admin/use-admin-mutation';
import { reportsKey } from '@/admin/reports-key';

export function useChangeReportActive() {
  return useAdminMutation({
    mutationFn: (query: { id: number; active: boolean }) => callEndpointEnvelope(adminReportEndpoints.changeActive, { query }),
    invalidates: [reportsKey],
  });
}
