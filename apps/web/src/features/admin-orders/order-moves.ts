import type { OrderStatus, PaymentMethod } from '@app/contracts/orders';

/** Where staff may send an order: paid (a confirmed transfer) or cancelled. */
export type OrderMove = Exclude<OrderStatus, 'pending'>;

/**
 * The moves staff may make on an order, as its state machine allows: a waiting bank-transfer
 * order can be confirmed as paid, any waiting order can be cancelled, and a paid or cancelled
 * order never moves again (MoMo and coupon orders are paid by their payment, never by hand).
 */
export function allowedMoves(order: { status: OrderStatus; paid: boolean; payment_method: PaymentMethod }): OrderMove[] {
  if (order.status !== 'pending' || order.paid) return [];
  return order.payment_method === 'bank_transfer' ? ['paid', 'cancelled'] : ['cancelled'];
}
