'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCouponEndpoints } from '@app/contracts/admin-coupons';
import { callEndpoint } from '@/lib/call-endpoint';
import type { ListSearch } from '@/admin/list/use-list-search';
import { couponsKey } from './coupons-key';

export const couponFilterDefaults = { keyword: '', active: '', discount_type: '', state: '' };
export type CouponFilters = typeof couponFilterDefaults;

export function useCouponSearch(search: ListSearch<CouponFilters>) {
  const query = { page: search.page, page_size: search.pageSize, sort: search.sortParam };
  return useQuery({
    queryKey: [...couponsKey, 'search', query, search.filters],
    queryFn: ({ signal }) => callEndpoint(adminCouponEndpoints.search, { query, body: search.filters }, { signal }),
    placeholderData: keepPreviousData,
  });
}
