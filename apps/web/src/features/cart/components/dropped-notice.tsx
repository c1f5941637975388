'use client';

import { useTranslations } from 'next-intl';
import { Alert } from '@mantine/core';
import { clearDropped, useCartStore } from '../stores/cart-store';
import classes from './dropped-notice.module.css';

/** Says which packages the last change left out and why (e.g. the lower package beside a higher one). */
export function DroppedNotice() {
  const t = useTranslations('cart');
  const dropped = useCartStore((state) => state.dropped);
  if (dropped.length === 0) return null;
  return (
    <Alert
      color="yellow"
      title={t('droppedTitle')}
      withCloseButton
      onClose={clearDropped}
      closeButtonLabel={t('dismiss')}
      data-testid="cart-dropped"
    >
      <ul className={classes.list}>
        {dropped.map((item) => (
          <li key={`${item.report_id}:${item.type_id}`}>{item.message}</li>
        ))}
      </ul>
    </Alert>
  );
}
