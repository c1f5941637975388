'use client';

import { adminPackageEndpoints } from '@app/contracts/admin-reports';
import { useAdminSearch } from '@/admin/list/use-admin-search';
import type { ListSearch } from '@/admin/list/use-list-search';
import { packagesKey } from './packages-key';

export const packageFilterDefaults = { keyword: '', active: '', is_free: '' };
export type PackageFilters = typeof packageFilterDefaults;

export function usePackageSearch(search: ListSearch<PackageFilters>) {
  return useAdminSearch(adminPackageEndpoints.search, packagesKey, search);
}
