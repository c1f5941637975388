import type { PaymentMethod } from '@app/contracts/orders';
import { callOnDemand } from '@/lib/call-on-demand';
import type { CartItemInput } from '@app/contracts/cart';

export interface PlaceOrderInput {
  /** The selected cart items, or one buy-now item. */
  source: { items: number[] } | { buy_now: CartItemInput };
  payment_method: PaymentMethod;
  coupon_code?: string;
}

const endpoint = () => import('@app/contracts/orders').then((contract) => contract.orderEndpoints.place);

/** The key makes a repeated request (double click, retry) answer the first order instead of placing another. */
export function placeOrder(input: PlaceOrderInput, idempotencyKey: string) {
  const body = { ...input.source, payment_method: input.payment_method, ...(input.coupon_code ? { coupon_code: input.coupon_code } : {}) };
  return callOnDemand(endpoint, { body }, { headers: { 'Idempotency-Key': idempotencyKey } });
}
