'use client';

import { useTranslations } from 'next-intl';
import { Alert, Button, Loader } from '@mantine/core';
import type { CartItemInput } from '@app/contracts/cart';
import { setBuyNowItem } from '../stores/cart-store';
import { useBuyNowLine } from '../hooks/use-buy-now-line';
import { CartLineItem } from './cart-line-item';
import { CheckoutPanel } from './checkout-panel';
import classes from './cart-view.module.css';

/** Checkout of one package bought at once from a report page; the cart is left as it is. */
export function BuyNowCheckout({ item }: { item: CartItemInput }) {
  const t = useTranslations('cart');
  const { data, isPending } = useBuyNowLine(item);
  const line = data?.line ?? null;

  return (
    <div className={classes.layout}>
      <div className={classes.main}>
        <h1 className={classes.title}>{t('buyNowTitle')}</h1>
        <p className={classes.selected}>{t('buyNowNote')}</p>
        {isPending ? (
          <div className={classes.state} role="status">
            <Loader size="sm" />
            {t('loading')}
          </div>
        ) : line ? (
          <div className={classes.group}>
            <CartLineItem line={line} showReport removable={false} />
          </div>
        ) : (
          data?.dropped.map((dropped) => (
            <Alert key={`${dropped.report_id}:${dropped.type_id}`} color="yellow">
              {dropped.message}
            </Alert>
          ))
        )}
        <Button variant="subtle" className={classes.back} onClick={() => setBuyNowItem(null)}>
          {t('backToCart')}
        </Button>
      </div>
      <aside className={classes.side}>
        <CheckoutPanel lines={line ? [line] : []} buyNowItem={item} />
      </aside>
    </div>
  );
}
