'use client';

import { useEffect, useMemo, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { DroppedItem } from '@app/contracts/cart';
import { useRouter } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { CartActionsContext, type CartActions } from '@/hooks/use-cart-actions';
import { useNotify } from '@/hooks/use-notify';
import { openLoginWarning } from '@/stores/auth-modal';
import { SIGNED_IN_COOKIE } from '@/config/cookies';
import { hasFlagCookie } from '@/lib/flag-cookie';
import { readLocalCart } from '../utils/local-cart';
import {
  setBuyNowItem,
  setCartPopupOpened,
  setPendingOrderItem,
  requestCartLoad,
  showEmptyVisitorCart,
  useCartStore,
} from '../stores/cart-store';

/** After a sign-in asked for by the cart, /cart opens 300 ms later. */
const CART_REDIRECT_DELAY_MS = 300;

// The cart's code (its API calls with their contracts, the browser cart) arrives after the page is
// interactive or when an action first needs it, so it is part of no page's first load. A visitor
// who is not signed in and has nothing in the browser's cart has an empty cart, known without it:
// for them it waits until the cart is opened.
const CartEngine = dynamic(() => import('./cart-engine').then((module) => module.CartEngine), { ssr: false });
const operations = () => import('../stores/cart-operations');

/** Mounted once in the site layout: gives the rest of the site the cart's actions and loads the cart. */
export function CartProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('cartNotice');
  const notify = useNotify();
  const router = useRouter();
  const engineWanted = useCartStore((state) => state.loadRequested || state.popupRequested);

  useEffect(() => {
    if (hasFlagCookie(SIGNED_IN_COOKIE) || readLocalCart().length > 0) requestCartLoad();
    else showEmptyVisitorCart();
  }, []);

  const actions = useMemo<CartActions>(() => {
    const tellDropped = (dropped: readonly DroppedItem[]) => {
      for (const item of dropped) notify.warning(item.message);
    };
    return {
      openCartPopup: () => setCartPopupOpened(true),
      emptyAfterLogout: showEmptyVisitorCart,
      addToCart: (item) =>
        void operations()
          .then((cart) => cart.addItem(item))
          .then(
            (dropped) => {
              if (dropped.length > 0) tellDropped(dropped);
              else notify.success(t('added'));
              setCartPopupOpened(true);
            },
            // The API client has shown why.
            () => undefined,
          ),
      buyNow: (item) =>
        void operations().then(async (cart) => {
          if ((await cart.loadedMode()) !== 'server') {
            setPendingOrderItem(item);
            openLoginWarning('order');
            return;
          }
          setBuyNowItem(item);
          router.push(paths.cart);
        }),
      afterLogin: async (action) => {
        const cart = await operations();
        tellDropped(await cart.moveLocalCartToServer().catch(() => []));
        if (action === 'order') {
          const item = useCartStore.getState().pendingOrderItem;
          setPendingOrderItem(null);
          if (item) await cart.addAndSelectOnly(item).catch(() => cart.loadCart());
          router.push(paths.cart);
        } else if (action === 'cart') {
          window.setTimeout(() => router.push(paths.cart), CART_REDIRECT_DELAY_MS);
        }
      },
    };
  }, [notify, router, t]);

  return (
    <CartActionsContext.Provider value={actions}>
      {children}
      {engineWanted && <CartEngine />}
    </CartActionsContext.Provider>
  );
}
