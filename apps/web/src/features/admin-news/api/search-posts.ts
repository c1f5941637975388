'use client';

import { adminBlogEndpoints } from '@app/contracts/admin-blogs';
import { useAdminSearch } from '@/admin/list/use-admin-search';
import type { ListSearch } from '@/admin/list/use-list-search';
import { newsKey } from './news-key';

export const newsFilterDefaults = { keyword: '', category_id: '', language: '', status: '', tag: '', from: '', to: '' };
export type NewsFilters = typeof newsFilterDefaults;

export function usePostSearch(search: ListSearch<NewsFilters>) {
  return useAdminSearch(adminBlogEndpoints.search, newsKey, search);
}
