import { callOnDemand } from '@/lib/call-on-demand';

const endpoint = () => import('@app/contracts/cart').then((contract) => contract.cartEndpoints.remove);

export function removeCartItem(id: number) {
  return callOnDemand(endpoint, { params: { id } });
}
