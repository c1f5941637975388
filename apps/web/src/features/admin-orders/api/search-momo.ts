'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminOrderEndpoints } from '@app/contracts/admin-orders';
import { callEndpoint } from '@/lib/call-endpoint';
import type { ListSearch } from '@/admin/list/use-list-search';
import { ordersKey } from './orders-key';

export const momoFilterDefaults = { code: '', status: '', result_code: '', keyword: '', from: '', to: '' };
export type MomoFilters = typeof momoFilterDefaults;

export function useMomoSearch(search: ListSearch<MomoFilters>) {
  const query = { page: search.page, page_size: search.pageSize, sort: search.sortParam };
  return useQuery({
    queryKey: [...ordersKey, 'momo', query, search.filters],
    queryFn: ({ signal }) => callEndpoint(adminOrderEndpoints.momoSearch, { query, body: search.filters }, { signal }),
    placeholderData: keepPreviousData,
  });
}
