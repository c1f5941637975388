import type { Page } from '@app/contracts/envelope';
import type { Order } from '@app/contracts/orders';
import { apiRequest, type RequestContext } from '@/lib/api-client';

/** The buyer's orders, newest first (`sort=id,desc`). */
export function getOrderHistory(page: number, context: RequestContext): Promise<Page<Order>> {
  return apiRequest<Page<Order>>('/v1/orders/history', { query: { sort: 'id,desc', page }, context });
}
