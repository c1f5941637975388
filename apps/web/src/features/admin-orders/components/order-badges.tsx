'use client';

import { Badge } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { OrderStatus, PaymentMethod } from '@app/contracts/orders';
import { momoTransactionStatuses } from '@app/contracts/payments';

type MomoStatus = (typeof momoTransactionStatuses)[number];

const orderColors: Record<OrderStatus, string> = { pending: 'yellow', paid: 'teal', cancelled: 'gray' };
const momoColors: Record<MomoStatus, string> = { created: 'yellow', paid: 'teal', failed: 'red' };
const methodColors: Record<PaymentMethod, string> = { bank_transfer: 'blue', momo: 'pink', coupon: 'grape' };

export function OrderStatusBadge({ status, size = 'sm' }: { status: OrderStatus; size?: 'sm' | 'lg' }) {
  const t = useTranslations('adminOrders.status');
  return (
    <Badge variant="light" color={orderColors[status]} size={size} tt="none" miw="max-content" data-testid="order-status-badge">
      {t(status)}
    </Badge>
  );
}

export function PaymentMethodBadge({ method }: { method: PaymentMethod }) {
  const t = useTranslations('adminOrders.method');
  return (
    <Badge variant="outline" color={methodColors[method]} size="sm" tt="none" miw="max-content">
      {t(method)}
    </Badge>
  );
}

const isMomoStatus = (status: string): status is MomoStatus => (momoTransactionStatuses as readonly string[]).includes(status);

/** A MoMo payment attempt's state; an unknown state is shown as the API wrote it. */
export function MomoStatusBadge({ status }: { status: string }) {
  const t = useTranslations('adminOrders.momoStatus');
  return (
    <Badge variant="dot" color={isMomoStatus(status) ? momoColors[status] : 'gray'} size="sm" tt="none" miw="max-content">
      {isMomoStatus(status) ? t(status) : status}
    </Badge>
  );
}
