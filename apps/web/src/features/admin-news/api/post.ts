'use client';

import { useQuery } from '@tanstack/react-query';
import { adminBlogEndpoints } from '@app/contracts/admin-blogs';
import { callEndpoint } from '@/lib/call-endpoint';
import { newsKey } from './news-key';

/** One post with its content; `id` null asks nothing (a new post). */
export function usePost(id: number | null) {
  return useQuery({
    queryKey: [...newsKey, 'post', id],
    queryFn: ({ signal }) => callEndpoint(adminBlogEndpoints.detail, { params: { id: id! } }, { signal }),
    enabled: id !== null,
  });
}

/** Every category in tree order, for filing a post and filtering the list. */
export function useCategoryOptions() {
  return useQuery({
    queryKey: [...newsKey, 'categories'],
    queryFn: ({ signal }) => callEndpoint(adminBlogEndpoints.categoryOptions, {}, { signal }),
    staleTime: 60_000,
  });
}

/** Reports whose title holds the keyword, for the report a post follows up on. */
export function useReportOptions(keyword: string) {
  return useQuery({
    queryKey: [...newsKey, 'reports', keyword],
    queryFn: ({ signal }) => callEndpoint(adminBlogEndpoints.reportOptions, { query: { keyword } }, { signal }),
    staleTime: 60_000,
  });
}
