'use client';

import { adminReportEndpoints } from '@app/contracts/admin-reports';
import { useAdminSearch } from '@/admin/list/use-admin-search';
import type { ListSearch } from '@/admin/list/use-list-search';
import { reportsKey } from '@/admin/reports-key';

export const reportFilterDefaults = { keyword: '', province_id: '', status: '', active: '', is_free: '' };
export type ReportFilters = typeof reportFilterDefaults;

export function useReportSearch(search: ListSearch<ReportFilters>) {
  return useAdminSearch(adminReportEndpoints.search, reportsKey, search);
}
