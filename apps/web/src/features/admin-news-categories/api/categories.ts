'use client';

import { useQuery } from '@tanstack/react-query';
import { adminBlogCategoryEndpoints, type BlogCategoryInput } from '@app/contracts/admin-blog-categories';
import { callEndpoint, callEndpointEnvelope } from '@/lib/call-endpoint';
import { useAdminSearch } from '@/admin/list/use-admin-search';
import type { ListSearch } from '@/admin/list/use-list-search';
import { useAdminMutation } from '@/admin/use-admin-mutation';

/** Every cached answer about categories starts with this key, so one change refreshes them all. */
export const categoriesKey = ['admin', 'news-categories'] as const;

export const categoryFilterDefaults = { keyword: '', active: '' };
export type CategoryFilters = typeof categoryFilterDefaults;

export function useCategorySearch(search: ListSearch<CategoryFilters>) {
  return useAdminSearch(adminBlogCategoryEndpoints.search, categoriesKey, search);
}

/** The whole tree, for choosing a parent. */
export function useCategoryTree() {
  return useQuery({
    queryKey: [...categoriesKey, 'tree'],
    queryFn: ({ signal }) => callEndpoint(adminBlogCategoryEndpoints.tree, {}, { signal }),
  });
}

export function useSaveCategory(onSuccess?: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BlogCategoryInput }) =>
      id === null
        ? callEndpointEnvelope(adminBlogCategoryEndpoints.create, { body })
        : callEndpointEnvelope(adminBlogCategoryEndpoints.update, { params: { id }, body }),
    invalidates: [categoriesKey],
    onSuccess,
  });
}

export function useChangeCategoryActive() {
  return useAdminMutation({
    mutationFn: (query: { id: number; active: boolean }) => callEndpointEnvelope(adminBlogCategoryEndpoints.changeActive, { query }),
    invalidates: [categoriesKey],
  });
}

export function useDeleteCategory() {
  return useAdminMutation({
    mutationFn: (id: number) => callEndpointEnvelope(adminBlogCategoryEndpoints.remove, { params: { id } }),
    invalidates: [categoriesKey],
  });
}
