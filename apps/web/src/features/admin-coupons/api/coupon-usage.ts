'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCouponEndpoints } from '@app/contracts/admin-coupons';
import { callEndpoint } from '@/lib/call-endpoint';
import { couponsKey } from './coupons-key';

export const USAGE_PAGE_SIZE = 10;

/** The orders that used one coupon, newest first, a page at a time. */
export function useCouponUsage(id: number, page: number) {
  const query = { page, page_size: USAGE_PAGE_SIZE };
  return useQuery({
    queryKey: [...couponsKey, 'usage', id, query],
    queryFn: ({ signal }) => callEndpoint(adminCouponEndpoints.usage, { params: { id }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}
