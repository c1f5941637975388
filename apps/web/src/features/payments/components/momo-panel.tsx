'use client';

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@mantine/core';
import { getPathname } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { createMomoPayment } from '../api/create-momo-payment';
import classes from './order-payment.module.css';

/** MoMo's brand colour; white text on it passes WCAG AA. */
const MOMO_COLOR = '#a50064';

/** Creates the MoMo payment of the order and sends the browser to MoMo's pay page. */
export function MomoPanel({ orderId, startAtOnce }: { orderId: number; startAtOnce: boolean }) {
  const t = useTranslations('payments');
  const locale = useLocale();
  const [redirecting, setRedirecting] = useState(false);
  const started = useRef(false);

  const start = async () => {
    setRedirecting(true);
    try {
      const returnUrl = new URL(getPathname({ href: paths.momoReturn, locale }), window.location.origin).toString();
      const payment = await createMomoPayment(orderId, returnUrl);
      window.location.assign(payment.pay_url);
    } catch {
      setRedirecting(false);
    }
  };

  const startOnArrival = useEffectEvent(() => void start());

  // Straight from checkout the buyer already chose MoMo: go on without a second click.
  useEffect(() => {
    if (!startAtOnce || started.current) return;
    started.current = true;
    startOnArrival();
  }, [startAtOnce]);

  return (
    <section className={classes.card} aria-labelledby="momo-title">
      <h2 id="momo-title" className={classes.cardTitle}>
        {t('momoTitle')}
      </h2>
      <p className={classes.muted}>{t('momoIntro')}</p>
      <Button size="md" color={MOMO_COLOR} loading={redirecting} onClick={() => void start()} className={classes.momoButton}>
        {redirecting ? t('redirectingMomo') : t('payWithMomo')}
      </Button>
    </section>
  );
}
