'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUserEndpoints } from '@app/contracts/admin-users';
import { callEndpoint } from '@/lib/call-endpoint';
import type { ListSearch } from '@/admin/list/use-list-search';
import { usersKey } from './users-key';

export const userFilterDefaults = { keyword: '', status: '', role: '' };
export type UserFilters = typeof userFilterDefaults;

export function useUserSearch(search: ListSearch<UserFilters>) {
  const query = { page: search.page, page_size: search.pageSize, sort: search.sortParam };
  return useQuery({
    queryKey: [...usersKey, 'search', query, search.filters],
    queryFn: ({ signal }) => callEndpoint(adminUserEndpoints.search, { query, body: search.filters }, { signal }),
    placeholderData: keepPreviousData,
  });
}
