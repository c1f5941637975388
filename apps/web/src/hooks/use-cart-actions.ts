'use client';

import { createContext, useContext } from 'react';
import type { CartItemInput } from '@app/contracts/cart';

/** What the cart does after a sign-in that was asked for by the cart ('cart') or a buy-now ('order'). */
export type CartLoginAction = 'cart' | 'order';

/**
 * What the rest of the site asks of the cart: the report page adds a package or buys it at once,
 * the header opens the popup, sign-in and sign-out hand the cart over. The cart feature provides
 * them around every page of the site (its code loads when first used).
 */
export interface CartActions {
  /** Adds a package of a report to the cart (the browser's for visitors, the server's when signed in). */
  addToCart: (item: CartItemInput) => void;
  /** Checks out one package at once without touching the cart; visitors are asked to sign in first. */
  buyNow: (item: CartItemInput) => void;
  openCartPopup: () => void;
  /** After sign-out the cart is the visitor's, empty. */
  emptyAfterLogout: () => void;
  /** After every sign-in: moves or reloads the cart, then goes on as the pending action says. */
  afterLogin: (action: CartLoginAction | null) => Promise<void>;
}

export const CartActionsContext = createContext<CartActions | null>(null);

/** The cart's actions where the site's cart exists, null elsewhere (the admin area has no cart). */
export function useOptionalCartActions(): CartActions | null {
  return useContext(CartActionsContext);
}

export function useCartActions(): CartActions {
  const actions = useContext(CartActionsContext);
  if (!actions) throw new Error('useCartActions is used outside the cart provider of the site layout');
  return actions;
}
