'use client';

import { useQuery } from '@tanstack/react-query';
import { getOrder, orderQueryKey } from '../api/get-order';
import { pollDelay } from '../utils/poll-delay';

/**
 * The order, asked again while it waits for payment (a transfer confirmed by staff or the bank,
 * a late MoMo notification), less and less often, and again whenever the tab comes back.
 */
export function useOrderPolling(orderId: number) {
  return useQuery({
    queryKey: orderQueryKey(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? pollDelay(query.state.dataUpdateCount - 1) : false),
    refetchIntervalInBackground: false,
  });
}
