import { orderEndpoints } from '@app/contracts/orders';
import type { RequestContext } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';

/** The buyer's orders, newest first (`sort=id,desc`). */
export function getOrderHistory(page: number, context: RequestContext) {
  return callEndpoint(orderEndpoints.history, { query: { sort: 'id,desc', page } }, { context });
}
