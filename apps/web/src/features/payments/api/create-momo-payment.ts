import { paymentEndpoints } from '@app/contracts/payments';
import { callEndpoint } from '@/lib/call-endpoint';

/** MoMo sends the buyer back to `returnUrl`, a page of this shop, with the result in the query. */
export function createMomoPayment(orderId: number, returnUrl: string) {
  return callEndpoint(paymentEndpoints.createMomo, { query: { callback_url: returnUrl }, body: { order_id: orderId } });
}
