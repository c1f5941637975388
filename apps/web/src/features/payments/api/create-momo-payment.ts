import type { MomoPayment } from '@app/contracts/payments';
import { apiRequest } from '@/lib/api-client';

/** MoMo sends the buyer back to `returnUrl`, a page of this shop, with the result in the query. */
export function createMomoPayment(orderId: number, returnUrl: string): Promise<MomoPayment> {
  return apiRequest<MomoPayment>('/v1/orders/momo', { method: 'POST', query: { callback_url: returnUrl }, body: { order_id: orderId } });
}
