import type { Order, OrderStatus, PaymentMethod } from '@app/contracts/orders.js';
import { bankTransferDetails } from './bank-account.js';
import type { OrderItemRow, OrderRow } from './orders.repository.js';

export function orderView(order: OrderRow, items: OrderItemRow[]): Order {
  return {
    id: order.id,
    code: order.code,
    status: order.status as OrderStatus,
    paid: order.paid,
    payment_method: order.paymentMethod as PaymentMethod,
    subtotal: order.subtotal,
    discount: order.discount,
    total: order.total,
    coupon_code: order.couponCode,
    created_at: order.createdAt,
    paid_at: order.paidAt,
    cancelled_at: order.cancelledAt,
    items: items
      .filter((item) => item.orderId === order.id)
      .map((item) => ({
        id: item.id,
        report_id: item.reportId,
        report_title: item.reportTitle,
        report_permalink: item.permalink,
        package_id: item.packageId,
        package_name: item.packageName,
        package_level: item.level,
        price: item.price,
      })),
    bank_transfer:
      order.paymentMethod === 'bank_transfer' ? bankTransferDetails(order.transferDetails, order.total, order.transferSyntax) : null,
  };
}
