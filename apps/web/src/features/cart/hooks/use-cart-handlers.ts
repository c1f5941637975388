'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import type { DroppedItem } from '@app/contracts/cart';
import { useRouter } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { useNotify } from '@/hooks/use-notify';
import { openLoginWarning } from '@/stores/auth-modal';
import {
  registerCartHandlers,
  setBuyNowItem,
  setPendingOrderItem,
  useCartActions,
  type CartHandlers,
  type CartLoginAction,
} from '@/stores/cart-actions';
import { addAndSelectOnly, addItem, loadCart, loadedMode, moveLocalCartToServer } from '../stores/cart-operations';
import { setCartPopupOpened } from '../stores/cart-store';

/** After a sign-in asked for by the cart, /cart opens 300 ms later. */
export const CART_REDIRECT_DELAY_MS = 300;

/** Gives the rest of the site (report page, sign-in) the cart's behaviour through the shared store. */
export function useCartHandlers(): void {
  const t = useTranslations('cart');
  const notify = useNotify();
  const router = useRouter();

  useEffect(() => {
    const tellDropped = (dropped: readonly DroppedItem[]) => {
      for (const item of dropped) notify.warning(item.message);
    };

    const handlers: CartHandlers = {
      loadCart,
      openCartPopup: () => setCartPopupOpened(true),
      addToCart: async (item) => {
        const dropped = await addItem(item).catch(() => null);
        if (dropped === null) return;
        if (dropped.length > 0) tellDropped(dropped);
        else notify.success(t('added'));
        setCartPopupOpened(true);
      },
      buyNow: async (item) => {
        if ((await loadedMode()) !== 'server') {
          setPendingOrderItem(item);
          openLoginWarning('order');
          return;
        }
        setBuyNowItem(item);
        router.push(paths.cart);
      },
      afterLogin: async (action: CartLoginAction | null) => {
        const dropped = await moveLocalCartToServer().catch(() => []);
        tellDropped(dropped);
        if (action === 'order') {
          const item = useCartActions.getState().pendingOrderItem;
          setPendingOrderItem(null);
          if (item) await addAndSelectOnly(item).catch(() => loadCart());
          router.push(paths.cart);
        } else if (action === 'cart') {
          window.setTimeout(() => router.push(paths.cart), CART_REDIRECT_DELAY_MS);
        }
      },
    };
    registerCartHandlers(handlers);
    return () => registerCartHandlers(null);
  }, [notify, router, t]);
}
