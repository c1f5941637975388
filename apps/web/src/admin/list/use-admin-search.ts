'use client';

import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Endpoint, EndpointInput, EndpointReply } from '@app/contracts/endpoint';
import { callEndpoint } from '@/lib/call-endpoint';
import type { ListSearch } from './use-list-search';

/** An admin search: the filters as its body, page, page size and sort as its query. */
type SearchEndpoint = Endpoint & { query: z.ZodType; body: z.ZodType };

/**
 * Every admin list's data: the search of the address, sent to the item's search endpoint, the
 * previous page kept on screen while the next one loads. `key` starts every cached answer of the
 * item, so a change invalidates them all.
 */
export function useAdminSearch<E extends SearchEndpoint, F extends Record<string, string>>(
  endpoint: E,
  key: QueryKey,
  search: ListSearch<F>,
) {
  const query = { page: search.page, page_size: search.pageSize, sort: search.sortParam };
  return useQuery({
    queryKey: [...key, 'search', query, search.filters],
    queryFn: ({ signal }): Promise<EndpointReply<E>> =>
      callEndpoint(endpoint, { query, body: search.filters } as EndpointInput<E>, { signal }),
    placeholderData: keepPreviousData,
  });
}
