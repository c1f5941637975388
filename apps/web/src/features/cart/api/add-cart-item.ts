import { callOnDemand } from '@/lib/call-on-demand';
import type { CartItemInput } from '@app/contracts/cart';

const endpoint = () => import('@app/contracts/cart').then((contract) => contract.cartEndpoints.add);

/** Refused with the reason shown to the user when the package is owned, free or off sale. */
export function addCartItem(item: CartItemInput) {
  return callOnDemand(endpoint, { body: { report_id: item.report_id, type_id: item.type_id } });
}
