import type { Page } from '@app/contracts/envelope';
import type { Order } from '@app/contracts/orders';
import { apiRequest, type RequestContext } from '@/lib/api-client';

/** Spec section 7: GET v1/orders/history?sort=id,desc, newest first. */
export function getOrderHistory(page: number, context: RequestContext): Promise<Page<Order>> {
  return apiRequest<Page<Order>>('/v1/orders/history', { query: { sort: 'id,desc', page }, context });
}
