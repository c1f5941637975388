'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { CartIcon } from '@/components/ui/icons';
import { useCartCount } from '@/stores/cart-count';
import classes from './cart-button.module.css';

export function CartButton() {
  const t = useTranslations('header');
  const count = useCartCount((state) => state.count);
  return (
    <Link href={paths.cart} className={classes.button} aria-label={t('cartCount', { count })} prefetch={false}>
      <CartIcon size={24} />
      <span className={classes.badge} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
