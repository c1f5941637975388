'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminContactEndpoints } from '@app/contracts/admin-contacts';
import { callEndpoint } from '@/lib/call-endpoint';
import type { ListSearch } from '@/admin/list/use-list-search';
import { contactsKey } from './contacts-key';

export const contactFilterDefaults = { keyword: '', status: '', from: '', to: '' };
export type ContactFilters = typeof contactFilterDefaults;

export function useContactSearch(search: ListSearch<ContactFilters>) {
  const query = { page: search.page, page_size: search.pageSize, sort: search.sortParam };
  return useQuery({
    queryKey: [...contactsKey, 'search', query, search.filters],
    queryFn: ({ signal }) => callEndpoint(adminContactEndpoints.search, { query, body: search.filters }, { signal }),
    placeholderData: keepPreviousData,
  });
}
