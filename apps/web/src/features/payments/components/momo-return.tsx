'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Alert, Button, Loader } from '@mantine/core';
import type { PaymentState } from '@app/contracts/payments';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDong } from '@/lib/format-money';
import { openAuthModal } from '@/stores/auth-modal';
import { checkMomoResult } from '../api/check-momo-result';
import { pollDelay } from '../utils/poll-delay';
import classes from './order-payment.module.css';

const looks: Record<PaymentState, { color: string; title: 'momoPaid' | 'momoPending' | 'momoFailed' }> = {
  paid: { color: 'green', title: 'momoPaid' },
  pending: { color: 'yellow', title: 'momoPending' },
  failed: { color: 'red', title: 'momoFailed' },
};

/**
 * Where MoMo sends the buyer back. The query string proves nothing by itself: the shop is asked
 * (and asks MoMo when its notification is late), again and again while the payment is pending.
 */
export function MomoReturn({ query }: { query: Record<string, string> }) {
  const t = useTranslations('payments');
  const momoOrderId = query.orderId;
  const { data, error, isPending } = useQuery({
    queryKey: ['momo-result', momoOrderId],
    queryFn: ({ signal }) => checkMomoResult(query, signal),
    enabled: Boolean(momoOrderId),
    staleTime: 0,
    refetchInterval: (state) => (state.state.data?.status === 'pending' ? pollDelay(state.state.dataUpdateCount - 1) : false),
  });

  if (!momoOrderId) return <div className={classes.state}>{t('missingResult')}</div>;
  if (isPending) {
    return (
      <div className={classes.state} role="status">
        <Loader size="sm" />
        {t('checking')}
      </div>
    );
  }
  if (!data) {
    if (error instanceof ApiError && error.status === 401) {
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
      </div>
    );
  }

  const look = looks[data.status];
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t('momoResultTitle')}</h1>
      <Alert color={look.color} title={t(look.title)} data-testid="momo-result" data-status={data.status}>
        {data.status === 'pending' && <p className={classes.alertText}>{t('momoPendingText')}</p>}
        {data.status === 'failed' && <p className={classes.alertText}>{t('momoFailedText')}</p>}
        <dl className={classes.meta}>
          <div>
            <dt>{t('orderCode')}</dt>
            <dd>{data.order_code}</dd>
          </div>
          <div>
            <dt>{t('amount')}</dt>
            <dd>{formatDong(data.amount)}</dd>
          </div>
        </dl>
      </Alert>
      <div className={classes.waiting}>
        {data.status === 'failed' && <ButtonLink href={paths.paymentWithMomo(data.order_id)}>{t('tryAgain')}</ButtonLink>}
        <ButtonLink href={paths.payment(data.order_id)} variant={data.status === 'paid' ? 'filled' : 'light'}>
          {data.status === 'paid' ? t('readReport') : t('viewOrder')}
        </ButtonLink>
        <ButtonLink href={paths.orderHistory} variant="subtle">
          {t('orderHistory')}
        </ButtonLink>
      </div>
    </div>
  );
}
