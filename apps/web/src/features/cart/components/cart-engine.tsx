'use client';

import { useEffect } from 'react';
import dynamic from 'next/dynamic';
import { loadCart } from '../stores/cart-operations';
import { useCartStore } from '../stores/cart-store';
import { withMantine } from '@/components/providers/with-mantine';
import { withMessages } from '@/i18n/with-messages';

// The popup's code and texts are fetched when the cart icon is first used, not with every page.
const CartPopup = dynamic(
  withMantine(
    withMessages(
      () => import('./cart-popup').then((module) => module.CartPopup),
      () => import('../config/cart-messages').then((module) => module.cartMessages),
    ),
  ),
  { ssr: false },
);

/** Loads the cart for the header's count and shows the popup when asked. */
export function CartEngine() {
  const popupRequested = useCartStore((state) => state.popupRequested);

  useEffect(() => {
    void loadCart();
  }, []);

  return popupRequested ? <CartPopup /> : null;
}
