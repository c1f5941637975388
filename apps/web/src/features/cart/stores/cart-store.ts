import { create } from 'zustand';
import type { CartItemInput, DroppedItem } from '@app/contracts/cart';
import { useCartCount } from '@/stores/cart-count';
import type { CartLine } from '../utils/cart-lines';

/** 'unknown' until the first load has asked the server whether someone is signed in. */
export type CartMode = 'unknown' | 'anonymous' | 'server';

interface CartState {
  mode: CartMode;
  status: 'idle' | 'loading' | 'ready' | 'error';
  lines: CartLine[];
  /** What the last change left out and why (a lower package beside a higher one, owned, off sale). */
  dropped: DroppedItem[];
  popupOpened: boolean;
  /** Once opened, the popup stays mounted so it can close with its animation. */
  popupRequested: boolean;
  /** Whether the cart's code and the cart itself are fetched: someone may be signed in, or the browser holds a cart. */
  loadRequested: boolean;
  /** Keys of lines with a change on its way, so their controls wait. */
  pendingKeys: string[];
  /** The one package checkout holds instead of the cart's selection (buy now); null for the cart. */
  buyNowItem: CartItemInput | null;
  /** The buy-now package of a visitor asked to sign in first; added to the cart after sign-in. */
  pendingOrderItem: CartItemInput | null;
}

export const useCartStore = create<CartState>()(() => ({
  mode: 'unknown',
  status: 'idle',
  lines: [],
  dropped: [],
  popupOpened: false,
  popupRequested: false,
  loadRequested: false,
  pendingKeys: [],
  buyNowItem: null,
  pendingOrderItem: null,
}));

// The header shows the number of packages in the cart, whichever of the two carts it is.
useCartStore.subscribe((state, previous) => {
  if (state.lines.length !== previous.lines.length) useCartCount.getState().setCount(state.lines.length);
});

/** The cart of a visitor who is not signed in and has nothing in the browser's cart (or has just signed out). */
export function showEmptyVisitorCart(): void {
  useCartStore.setState({ mode: 'anonymous', status: 'ready', lines: [], dropped: [] });
}

export function requestCartLoad(): void {
  useCartStore.setState({ loadRequested: true });
}

export function setCartPopupOpened(popupOpened: boolean): void {
  useCartStore.setState((state) => ({ popupOpened, popupRequested: state.popupRequested || popupOpened }));
}

export function setBuyNowItem(buyNowItem: CartItemInput | null): void {
  useCartStore.setState({ buyNowItem });
}

export function setPendingOrderItem(pendingOrderItem: CartItemInput | null): void {
  useCartStore.setState({ pendingOrderItem });
}

export function clearDropped(): void {
  useCartStore.setState({ dropped: [] });
}
