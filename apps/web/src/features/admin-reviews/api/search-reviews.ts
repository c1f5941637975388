'use client';

import { adminReviewEndpoints } from '@app/contracts/admin-reviews';
import { useAdminSearch } from '@/admin/list/use-admin-search';
import type { ListSearch } from '@/admin/list/use-list-search';
import { reviewsKey } from './reviews-key';

export const reviewFilterDefaults = { report: '', keyword: '', rating: '', status: '', from: '', to: '' };
export type ReviewFilters = typeof reviewFilterDefaults;

export function useReviewSearch(search: ListSearch<ReviewFilters>) {
  return useAdminSearch(adminReviewEndpoints.search, reviewsKey, search);
}
