'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Drawer, Loader } from '@mantine/core';
import type { Locale } from '@app/contracts/locale';
import { ButtonLink } from '@/components/ui/button-link';
import { CartIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatDong } from '@/lib/format-money';
import { localized } from '@/lib/localized';
import { groupByReport, payableLines, sumPrices } from '../utils/cart-lines';
import { setBuyNowItem, setCartPopupOpened, useCartStore } from '../stores/cart-store';
import { CartLineItem } from './cart-line-item';
import { DroppedNotice } from './dropped-notice';
import classes from './cart-popup.module.css';

/** The cart at a glance, from the header's cart icon: packages by report, the total, and the way to /cart. */
export function CartPopup() {
  const t = useTranslations('cart');
  const locale = useLocale() as Locale;
  const { popupOpened, lines, status } = useCartStore();
  const close = () => setCartPopupOpened(false);
  const groups = groupByReport(lines);

  return (
    <Drawer
      opened={popupOpened}
      onClose={close}
      position="right"
      size="min(100vw, 420px)"
      title={t('popupTitle')}
      closeButtonProps={{ 'aria-label': t('closePopup') }}
      classNames={{ body: classes.body, title: classes.title }}
    >
      <DroppedNotice />
      {status === 'loading' && lines.length === 0 ? (
        <div className={classes.center} role="status">
          <Loader size="sm" />
          <span>{t('loading')}</span>
        </div>
      ) : lines.length === 0 ? (
        <div className={classes.center}>
          <CartIcon size={40} className={classes.emptyIcon} />
          <p className={classes.empty}>{t('empty')}</p>
          <ButtonLink href={paths.reports} variant="light" onClick={close}>
            {t('browseReports')}
          </ButtonLink>
        </div>
      ) : (
        <>
          <ul className={classes.groups}>
            {groups.map((group) => (
              <li key={group.report.id} className={classes.group}>
                <p className={classes.reportTitle}>{localized(locale, group.report.title, group.report.title_en)}</p>
                {group.lines.map((line) => (
                  <CartLineItem key={line.key} line={line} />
                ))}
              </li>
            ))}
          </ul>
          <div className={classes.footer}>
            <p className={classes.total}>
              <span>{t('subtotal')}</span>
              <strong>{formatDong(sumPrices(payableLines(lines)))}</strong>
            </p>
            <ButtonLink
              href={paths.cart}
              fullWidth
              onClick={() => {
                setBuyNowItem(null);
                close();
              }}
            >
              {t('viewCart')}
            </ButtonLink>
          </div>
        </>
      )}
    </Drawer>
  );
}
