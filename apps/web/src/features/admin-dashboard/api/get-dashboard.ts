'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminDashboardEndpoints } from '@app/contracts/admin-dashboard';
import { callEndpoint } from '@/lib/call-endpoint';

export function useDashboard(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['admin', 'dashboard', range],
    queryFn: ({ signal }) => callEndpoint(adminDashboardEndpoints.summary, { query: range }, { signal }),
    placeholderData: keepPreviousData,
  });
}
