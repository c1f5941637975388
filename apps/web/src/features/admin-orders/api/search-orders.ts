'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminOrderEndpoints } from '@app/contracts/admin-orders';
import { callEndpoint } from '@/lib/call-endpoint';
import type { ListSearch } from '@/admin/list/use-list-search';
import { ordersKey } from './orders-key';

export const orderFilterDefaults = { code: '', keyword: '', status: '', payment_method: '', from: '', to: '' };
export type OrderFilters = typeof orderFilterDefaults;

export function useOrderSearch(search: ListSearch<OrderFilters>) {
  const query = { page: search.page, page_size: search.pageSize, sort: search.sortParam };
  return useQuery({
    queryKey: [...ordersKey, 'search', query, search.filters],
    queryFn: ({ signal }) => callEndpoint(adminOrderEndpoints.search, { query, body: search.filters }, { signal }),
    placeholderData: keepPreviousData,
  });
}
