'use client';

import { useTranslations } from 'next-intl';
import { Alert } from '@mantine/core';
import type { Order } from '@app/contracts/orders';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import classes from './order-payment.module.css';

/** The paid order: its reports open to read, one link each. */
export function PaidPanel({ order }: { order: Order }) {
  const t = useTranslations('payments');
  const reports = [...new Map(order.items.map((item) => [item.report_id, item])).values()];
  return (
    <Alert color="green" title={t('paidTitle')} className={classes.paid} data-testid="order-paid">
      <p className={classes.alertText}>{t('paidText')}</p>
      <ul className={classes.readList}>
        {reports.map((item) => (
          <li key={item.report_id}>
            <span>{item.report_title}</span>
            <ButtonLink href={paths.report(item.report_permalink)} size="sm">
              {t('readReport')}
            </ButtonLink>
          </li>
        ))}
      </ul>
      <ButtonLink href={paths.orderHistory} variant="subtle" size="sm">
        {t('orderHistory')}
      </ButtonLink>
    </Alert>
  );
}
