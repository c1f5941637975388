'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminAmbassadorEndpoints } from '@app/contracts/admin-ambassadors';
import { callEndpoint } from '@/lib/call-endpoint';
import type { ListSearch } from '@/admin/list/use-list-search';
import { ambassadorsKey } from './ambassadors-key';

export const ambassadorFilterDefaults = { keyword: '', registration_status: '', status: '', level: '' };
export type AmbassadorFilters = typeof ambassadorFilterDefaults;

export function useAmbassadorSearch(search: ListSearch<AmbassadorFilters>) {
  const query = { page: search.page, page_size: search.pageSize, sort: search.sortParam };
  return useQuery({
    queryKey: [...ambassadorsKey, 'search', query, search.filters],
    queryFn: ({ signal }) => callEndpoint(adminAmbassadorEndpoints.search, { query, body: search.filters }, { signal }),
    placeholderData: keepPreviousData,
  });
}
