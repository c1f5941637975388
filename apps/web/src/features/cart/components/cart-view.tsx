'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button, Loader } from '@mantine/core';
import type { Locale } from '@app/contracts/locale';
import { ButtonLink } from '@/components/ui/button-link';
import { CartIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { localized } from '@/lib/localized';
import { groupByReport, payableLines } from '../utils/cart-lines';
import { loadCart } from '../stores/cart-operations';
import { setCartPopupOpened, useCartStore } from '../stores/cart-store';
import { BuyNowCheckout } from './buy-now-checkout';
import { CartLineItem } from './cart-line-item';
import { CheckoutPanel } from './checkout-panel';
import { DroppedNotice } from './dropped-notice';
import classes from './cart-view.module.css';

/** The /cart page: packages by report with tick boxes, and checkout beside them (or the buy-now item alone). */
export function CartView({ openPopup = false }: { openPopup?: boolean }) {
  const t = useTranslations('cart');
  const locale = useLocale() as Locale;
  const { lines, status, buyNowItem } = useCartStore();

  useEffect(() => {
    if (openPopup) setCartPopupOpened(true);
  }, [openPopup]);

  if (buyNowItem) return <BuyNowCheckout item={buyNowItem} />;

  const groups = groupByReport(lines);
  const payable = payableLines(lines);

  return (
    <div className={classes.layout}>
      <div className={classes.main}>
        <h1 className={classes.title}>
          {t('title')} <span className={classes.count}>({t('itemCount', { count: lines.length })})</span>
        </h1>
        <DroppedNotice />
        {(status === 'idle' || status === 'loading') && lines.length === 0 ? (
          <div className={classes.state} role="status">
            <Loader size="sm" />
            {t('loading')}
          </div>
        ) : status === 'error' && lines.length === 0 ? (
          <div className={classes.state} role="alert">
            {t('loadFailed')}
            <Button variant="light" size="xs" onClick={() => void loadCart()}>
              {t('retry')}
            </Button>
          </div>
        ) : lines.length === 0 ? (
          <div className={classes.empty}>
            <CartIcon size={48} className={classes.emptyIcon} />
            <p className={classes.emptyTitle}>{t('empty')}</p>
            <p className={classes.emptyHint}>{t('emptyHint')}</p>
            <ButtonLink href={paths.reports}>{t('browseReports')}</ButtonLink>
          </div>
        ) : (
          <>
            <p className={classes.selected}>{t('selectedCount', { count: payable.length, total: lines.length })}</p>
            <ul className={classes.groups}>
              {groups.map((group) => (
                <li key={group.report.id} className={classes.group} data-testid="cart-report">
                  <h2 className={classes.reportTitle}>
                    <Link href={paths.report(group.report.permalink)}>{localized(locale, group.report.title, group.report.title_en)}</Link>
                  </h2>
                  {group.lines.map((line) => (
                    <CartLineItem key={line.key} line={line} selectable />
                  ))}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <aside className={classes.side}>
        <CheckoutPanel lines={payable} buyNowItem={null} />
      </aside>
    </div>
  );
}
