import { orderEndpoints } from '@app/contracts/orders';
import { callEndpoint } from '@/lib/call-endpoint';

/** One of the signed-in buyer's orders; failures are handled by the page (sign-in, not found). */
export function getOrder(id: number, signal?: AbortSignal) {
  return callEndpoint(orderEndpoints.get, { params: { id } }, { signal, autoShowError: false });
}

export const orderQueryKey = (id: number) => ['order', id] as const;
