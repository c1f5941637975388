'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Alert, Badge, Button, Loader } from '@mantine/core';
import type { Order } from '@app/contracts/orders';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatMomentWithTime } from '@/lib/format-date';
import { openAuthModal } from '@/stores/auth-modal';
import { useOrderPolling } from '../hooks/use-order-polling';
import { BankTransferPanel } from './bank-transfer-panel';
import { MomoPanel } from './momo-panel';
import { OrderSummary } from './order-summary';
import { PaidPanel } from './paid-panel';
import classes from './order-payment.module.css';

const statusColors: Record<Order['status'], string> = { pending: 'yellow', paid: 'green', cancelled: 'gray' };
const statusKeys = { pending: 'statusPending', paid: 'statusPaid', cancelled: 'statusCancelled' } as const;

/** The bill-payment page of one order; it follows the order until it is paid. */
export function OrderPayment({ orderId, startMomo }: { orderId: number; startMomo: boolean }) {
  const t = useTranslations('payments');
  const locale = useLocale();
  const { data: order, error, isPending, refetch, isFetching } = useOrderPolling(orderId);

  if (isPending) {
    return (
      <div className={classes.state} role="status">
        <Loader size="sm" />
        {t('loading')}
      </div>
    );
  }
  if (!order) {
    const status = error instanceof ApiError ? error.status : 0;
    if (status === 401) {
      return (
        <div className={classes.state}>
          {t('loginRequired')}
          <Button onClick={() => openAuthModal('login')}>{t('login')}</Button>
        </div>
      );
    }
    return (
      <div className={classes.state} role="alert">
        {error instanceof ApiError && error.message ? error.message : t('loadFailed')}
        <Button variant="light" size="xs" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }

  const created = formatMomentWithTime(order.created_at, locale);

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <h1 className={classes.title}>{t('title')}</h1>
        <dl className={classes.meta}>
          <div>
            <dt>{t('orderCode')}</dt>
            <dd data-testid="order-code">{order.code}</dd>
          </div>
          <div>
            <dt>{t('orderDate')}</dt>
            <dd>{created}</dd>
          </div>
          <div>
            <dt>{t('status')}</dt>
            <dd>
              <Badge color={statusColors[order.status]} variant="light" data-testid="order-status">
                {t(statusKeys[order.status])}
              </Badge>
            </dd>
          </div>
        </dl>
      </header>
      <div className={classes.columns}>
        <div className={classes.primary}>
          {order.status === 'paid' && <PaidPanel order={order} />}
          {order.status === 'cancelled' && (
            <Alert color="gray" title={t('cancelledTitle')}>
              <p className={classes.alertText}>{t('cancelledText')}</p>
              <ButtonLink href={paths.cart} variant="light" size="sm">
                {t('backToCart')}
              </ButtonLink>
            </Alert>
          )}
          {order.status === 'pending' && order.bank_transfer && <BankTransferPanel transfer={order.bank_transfer} />}
          {order.status === 'pending' && order.payment_method === 'momo' && <MomoPanel orderId={order.id} startAtOnce={startMomo} />}
          {order.status === 'pending' && (
            <p className={classes.waiting} aria-live="polite">
              {isFetching && <Loader size="xs" />}
              {t('waiting')}
              <Button variant="subtle" size="compact-sm" onClick={() => void refetch()}>
                {t('checkNow')}
              </Button>
            </p>
          )}
        </div>
        <OrderSummary order={order} />
      </div>
    </div>
  );
}
