'use client';

import { adminInvestorEndpoints } from '@app/contracts/admin-investors';
import { useAdminSearch } from '@/admin/list/use-admin-search';
import type { ListSearch } from '@/admin/list/use-list-search';
import { investorsKey } from './investors-key';

export const investorFilterDefaults = { keyword: '', active: '', province_id: '' };
export type InvestorFilters = typeof investorFilterDefaults;

export function useInvestorSearch(search: ListSearch<InvestorFilters>) {
  return useAdminSearch(adminInvestorEndpoints.search, investorsKey, search);
}
