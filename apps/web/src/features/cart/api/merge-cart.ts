import { callOnDemand } from '@/lib/call-on-demand';
import type { CartItemInput } from '@app/contracts/cart';

const endpoint = () => import('@app/contracts/cart').then((contract) => contract.cartEndpoints.merge);

/** Moves the browser's cart into the server cart at sign-in; what cannot be bought comes back in `dropped`. */
export function mergeCart(items: readonly CartItemInput[]) {
  return callOnDemand(endpoint, { body: { items: items.map(({ report_id, type_id }) => ({ report_id, type_id })) } });
}
