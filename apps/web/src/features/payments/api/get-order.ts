import type { Order } from '@app/contracts/orders';
import { apiRequest } from '@/lib/api-client';

/** One of the signed-in buyer's orders; failures are handled by the page (sign-in, not found). */
export function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return apiRequest<Order>(`/v1/orders/${id}`, { signal, autoShowError: false });
}

export const orderQueryKey = (id: number) => ['order', id] as const;
