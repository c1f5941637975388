'use client';

import { useQuery } from '@tanstack/react-query';
import { checkCoupon } from '../api/check-coupon';

/**
 * What the shop answers for the coupon applied at checkout, for the total on screen: the discount
 * depends on the total (percentages, caps, a minimum order), so a changed total asks again.
 */
export function useCouponCheck(code: string | null, total: number) {
  return useQuery({
    queryKey: ['coupon', code, total] as const,
    queryFn: () => checkCoupon(code ?? '', total),
    enabled: code !== null,
    staleTime: 0,
  });
}
