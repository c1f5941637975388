'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { CartIcon } from '@/components/ui/icons';
import { useCartCount } from '@/stores/cart-count';
import { useCartActions } from '@/hooks/use-cart-actions';
import classes from './cart-button.module.css';

/** Opens the cart popup; before the page is interactive (or without scripts) it is a link to /cart. */
export function CartButton() {
  const t = useTranslations('header');
  const count = useCartCount((state) => state.count);
  const { openCartPopup } = useCartActions();
  return (
    <Link
      href={paths.cart}
      className={classes.button}
      aria-label={t('cartCount', { count })}
      aria-haspopup="dialog"
      prefetch={false}
      data-testid="header-cart"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        openCartPopup();
      }}
    >
      <CartIcon size={24} />
      <span className={classes.badge} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
