'use client';

import { adminOrderEndpoints } from '@app/contracts/admin-orders';
import { useAdminSearch } from '@/admin/list/use-admin-search';
import type { ListSearch } from '@/admin/list/use-list-search';
import { ordersKey } from './orders-key';

export const orderFilterDefaults = { code: '', keyword: '', status: '', payment_method: '', from: '', to: '' };
export type OrderFilters = typeof orderFilterDefaults;

export function useOrderSearch(search: ListSearch<OrderFilters>) {
  return useAdminSearch(adminOrderEndpoints.search, ordersKey, search);
}
