'use client';

import { adminAmbassadorEndpoints } from '@app/contracts/admin-ambassadors';
import { useAdminSearch } from '@/admin/list/use-admin-search';
import type { ListSearch } from '@/admin/list/use-list-search';
import { ambassadorsKey } from './ambassadors-key';

export const ambassadorFilterDefaults = { keyword: '', registration_status: '', status: '', level: '' };
export type AmbassadorFilters = typeof ambassadorFilterDefaults;

export function useAmbassadorSearch(search: ListSearch<AmbassadorFilters>) {
  return useAdminSearch(adminAmbassadorEndpoints.search, ambassadorsKey, search);
}
