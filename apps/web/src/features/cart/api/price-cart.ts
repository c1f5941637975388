import { callOnDemand } from '@/lib/call-on-demand';
import type { CartItemInput } from '@app/contracts/cart';

const endpoint = () => import('@app/contracts/cart').then((contract) => contract.cartEndpoints.price);

/** Prices a visitor's cart (or one buy-now item) with the server's prices and rules. */
export function priceCart(items: readonly CartItemInput[], latestKey?: string) {
  return callOnDemand(endpoint, { body: { items: items.map(({ report_id, type_id }) => ({ report_id, type_id })) } }, { latestKey });
}
