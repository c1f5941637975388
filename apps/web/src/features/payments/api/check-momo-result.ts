import { paymentEndpoints } from '@app/contracts/payments';
import { callEndpoint } from '@/lib/call-endpoint';

/**
 * Asks the shop (which asks MoMo when its notification has not come) how the payment ended. The
 * query is MoMo's return query as it came; one without `orderId` is refused by the API.
 */
export function checkMomoResult(query: Record<string, string>, signal?: AbortSignal) {
  return callEndpoint(paymentEndpoints.momoResult, { query: { ...query, orderId: query.orderId ?? '' } }, { signal, autoShowError: false });
}
