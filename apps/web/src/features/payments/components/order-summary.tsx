'use client';

import { useTranslations } from 'next-intl';
import type { Order } from '@app/contracts/orders';
import { formatDong } from '@/lib/format-money';
import classes from './order-payment.module.css';

export function OrderSummary({ order }: { order: Order }) {
  const t = useTranslations('payments');
  return (
    <section className={classes.card} aria-labelledby="order-items-title">
      <h2 id="order-items-title" className={classes.cardTitle}>
        {t('items')}
      </h2>
      <ul className={classes.items}>
        {order.items.map((item) => (
          <li key={item.id}>
            <span>
              <span className={classes.itemTitle}>{item.report_title}</span>
              <span className={classes.muted}>{item.package_name}</span>
            </span>
            <strong>{formatDong(item.price)}</strong>
          </li>
        ))}
      </ul>
      <dl className={classes.sums}>
        <div>
          <dt>{t('subtotal')}</dt>
          <dd>{formatDong(order.subtotal)}</dd>
        </div>
        {order.discount > 0 && (
          <div>
            <dt>{t('discount', { code: order.coupon_code ?? '' })}</dt>
            <dd>−{formatDong(order.discount)}</dd>
          </div>
        )}
        <div className={classes.total}>
          <dt>{t('total')}</dt>
          <dd>{formatDong(order.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
