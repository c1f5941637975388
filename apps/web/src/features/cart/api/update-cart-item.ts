import { callOnDemand } from '@/lib/call-on-demand';

const endpoint = () => import('@app/contracts/cart').then((contract) => contract.cartEndpoints.update);

export function setCartItemSelected(id: number, selected: boolean) {
  return callOnDemand(endpoint, { params: { id }, body: { selected } });
}
