'use client';

import { adminOrderEndpoints } from '@app/contracts/admin-orders';
import { useAdminSearch } from '@/admin/list/use-admin-search';
import type { ListSearch } from '@/admin/list/use-list-search';
import { ordersKey } from './orders-key';

export const momoFilterDefaults = { code: '', status: '', result_code: '', keyword: '', from: '', to: '' };
export type MomoFilters = typeof momoFilterDefaults;

export function useMomoSearch(search: ListSearch<MomoFilters>) {
  return useAdminSearch(adminOrderEndpoints.momoSearch, [...ordersKey, 'momo'], search);
}
