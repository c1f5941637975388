'use client';

import { useQuery } from '@tanstack/react-query';
import { adminOrderEndpoints } from '@app/contracts/admin-orders';
import { callEndpoint } from '@/lib/call-endpoint';
import { ordersKey } from './orders-key';

export function useMomoTransaction(id: number | null) {
  return useQuery({
    queryKey: [...ordersKey, 'momo-detail', id],
    queryFn: ({ signal }) => callEndpoint(adminOrderEndpoints.momoDetail, { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== null,
  });
}
