'use client';

import { adminCouponEndpoints } from '@app/contracts/admin-coupons';
import { useAdminSearch } from '@/admin/list/use-admin-search';
import type { ListSearch } from '@/admin/list/use-list-search';
import { couponsKey } from './coupons-key';

export const couponFilterDefaults = { keyword: '', active: '', discount_type: '', state: '' };
export type CouponFilters = typeof couponFilterDefaults;

export function useCouponSearch(search: ListSearch<CouponFilters>) {
  return useAdminSearch(adminCouponEndpoints.search, couponsKey, search);
}
