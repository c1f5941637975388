import type { PaymentMethod, Order } from '@app/contracts/orders';
import { apiRequest } from '@/lib/api-client';
import type { CartItemRef } from '@/stores/cart-actions';

export interface PlaceOrderInput {
  /** The selected cart items, or one buy-now item. */
  source: { items: number[] } | { buy_now: CartItemRef };
  payment_method: PaymentMethod;
  coupon_code?: string;
}

/** The key makes a repeated request (double click, retry) answer the first order instead of placing another. */
export function placeOrder(input: PlaceOrderInput, idempotencyKey: string): Promise<Order> {
  const body = { ...input.source, payment_method: input.payment_method, ...(input.coupon_code ? { coupon_code: input.coupon_code } : {}) };
  return apiRequest<Order>('/v1/orders', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}
