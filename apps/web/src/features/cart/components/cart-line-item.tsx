'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Checkbox, CloseButton } from '@mantine/core';
import type { Locale } from '@app/contracts/locale';
import { formatDong } from '@/lib/format-money';
import { localized } from '@/lib/localized';
import type { CartLine } from '../utils/cart-lines';
import { removeLine, setLineSelected } from '../stores/cart-operations';
import { useCartStore } from '../stores/cart-store';
import classes from './cart-line-item.module.css';

interface CartLineItemProps {
  line: CartLine;
  /** Checkout's tick box; the popup lists without it. */
  selectable?: boolean;
  /** The report's title, when the line stands alone rather than under its report's heading. */
  showReport?: boolean;
  /** A buy-now line is not in the cart, so there is nothing to remove. */
  removable?: boolean;
}

export function CartLineItem({ line, selectable = false, showReport = false, removable = true }: CartLineItemProps) {
  const t = useTranslations('cart');
  const locale = useLocale() as Locale;
  const pending = useCartStore((state) => state.pendingKeys.includes(line.key));
  const packageName = localized(locale, line.package.name, line.package.name_en);
  const reportTitle = localized(locale, line.report.title, line.report.title_en);
  const fullName = `${packageName} – ${reportTitle}`;

  return (
    <div className={classes.line} data-issue={line.issue ?? undefined} data-testid="cart-line">
      {selectable && (
        <Checkbox
          checked={line.selected && line.issue === null}
          disabled={pending || line.issue !== null}
          onChange={(event) => void setLineSelected(line, event.currentTarget.checked)}
          aria-label={t('selectItem', { name: fullName })}
          className={classes.check}
        />
      )}
      <div className={classes.body}>
        {showReport && <p className={classes.report}>{reportTitle}</p>}
        <p className={classes.package}>
          {t('package')}: <strong>{packageName}</strong>
        </p>
        {line.issue && <p className={classes.issue}>{line.issue === 'owned' ? t('issueOwned') : t('issueUnavailable')}</p>}
      </div>
      <div className={classes.price}>
        <span className={classes.now}>{formatDong(line.price)}</span>
        {line.original_price > line.price && (
          <span className={classes.was}>
            <span className="visually-hidden">{t('originalPrice', { price: formatDong(line.original_price) })}</span>
            <s aria-hidden="true">{formatDong(line.original_price)}</s>
          </span>
        )}
      </div>
      {removable && (
        <CloseButton
          size="md"
          disabled={pending}
          onClick={() => void removeLine(line)}
          aria-label={t('removeItem', { name: fullName })}
          className={classes.remove}
        />
      )}
    </div>
  );
}
