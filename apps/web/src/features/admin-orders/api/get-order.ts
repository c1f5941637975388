'use client';

import { useQuery } from '@tanstack/react-query';
import { adminOrderEndpoints } from '@app/contracts/admin-orders';
import { callEndpoint } from '@/lib/call-endpoint';
import { ordersKey } from './orders-key';

export const orderKey = (id: number) => [...ordersKey, 'detail', id] as const;

export function useOrder(id: number) {
  return useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => callEndpoint(adminOrderEndpoints.detail, { params: { id } }, { signal }),
  });
}
