import type { Cart, CartItemInput, DroppedItem } from '@app/contracts/cart';
import { getServerCart } from '../api/get-cart';
import { addCartItem } from '../api/add-cart-item';
import { setCartItemSelected } from '../api/update-cart-item';
import { removeCartItem } from '../api/remove-cart-item';
import { mergeCart } from '../api/merge-cart';
import { priceCart } from '../api/price-cart';
import { linesFromPublic, linesFromServer, type CartLine } from '../utils/cart-lines';
import {
  keepPriced,
  readLocalCart,
  sameItem,
  withEntry,
  withoutEntry,
  withSelection,
  writeLocalCart,
  type LocalCartEntry,
} from '../utils/local-cart';
import { showEmptyVisitorCart, useCartStore } from './cart-store';

function applyServerCart(cart: Cart): DroppedItem[] {
  useCartStore.setState({ mode: 'server', status: 'ready', lines: linesFromServer(cart), dropped: cart.dropped });
  return cart.dropped;
}

/** Prices the visitor's cart and keeps in the browser only what the server kept. */
async function applyLocalCart(entries: LocalCartEntry[]): Promise<DroppedItem[]> {
  if (entries.length === 0) {
    writeLocalCart([]);
    showEmptyVisitorCart();
    return [];
  }
  const priced = await priceCart(entries, 'price-local-cart');
  const kept = keepPriced(entries, priced.items);
  writeLocalCart(kept);
  useCartStore.setState({ mode: 'anonymous', status: 'ready', lines: linesFromPublic(priced, kept), dropped: priced.dropped });
  return priced.dropped;
}

async function withPending<T>(key: string, change: () => Promise<T>): Promise<T> {
  useCartStore.setState((state) => ({ pendingKeys: [...state.pendingKeys, key] }));
  try {
    return await change();
  } finally {
    useCartStore.setState((state) => ({ pendingKeys: state.pendingKeys.filter((pending) => pending !== key) }));
  }
}

let loading: Promise<void> | null = null;

/** The server cart, or the browser's when nobody is signed in. */
export function loadCart(): Promise<void> {
  const run = async () => {
    useCartStore.setState((state) => ({ status: state.status === 'ready' ? 'ready' : 'loading' }));
    try {
      const cart = await getServerCart();
      if (cart) applyServerCart(cart);
      else await applyLocalCart(readLocalCart());
    } catch {
      useCartStore.setState({ status: 'error' });
    }
  };
  const current = run().finally(() => {
    if (loading === current) loading = null;
  });
  loading = current;
  return current;
}

/** The cart's mode once the first load has told whether someone is signed in. */
export async function loadedMode() {
  if (useCartStore.getState().mode === 'unknown') await (loading ?? loadCart());
  return useCartStore.getState().mode;
}

/** Adds a package; answers what the cart left out because of it (e.g. the lower package of the report). */
export async function addItem(item: CartItemInput): Promise<DroppedItem[]> {
  const mode = await loadedMode();
  if (mode === 'server') return applyServerCart(await addCartItem(item));
  return applyLocalCart(withEntry(readLocalCart(), item));
}

export async function removeLine(line: CartLine): Promise<void> {
  await withPending(line.key, async () => {
    if (line.cartItemId !== null) applyServerCart(await removeCartItem(line.cartItemId));
    else await applyLocalCart(withoutEntry(readLocalCart(), line));
  });
}

export async function setLineSelected(line: CartLine, selected: boolean): Promise<void> {
  await withPending(line.key, async () => {
    if (line.cartItemId !== null) {
      applyServerCart(await setCartItemSelected(line.cartItemId, selected));
      return;
    }
    const entries = withSelection(readLocalCart(), line, selected);
    writeLocalCart(entries);
    useCartStore.setState((state) => ({
      lines: state.lines.map((known) => (known.key === line.key ? { ...known, selected } : known)),
    }));
  });
}

/** After sign-in: the browser's cart goes into the server cart, and the browser forgets it. */
export async function moveLocalCartToServer(): Promise<DroppedItem[]> {
  const entries = readLocalCart();
  if (entries.length === 0) {
    const cart = await getServerCart();
    return cart ? applyServerCart(cart) : [];
  }
  const merged = await mergeCart(entries);
  writeLocalCart([]);
  return applyServerCart(merged);
}

/** After a sign-in asked for by buy-now ('order'): the pending item is added and becomes the only ticked one. */
export async function addAndSelectOnly(item: CartItemInput): Promise<void> {
  await addCartItem(item).then(applyServerCart);
  for (const line of useCartStore.getState().lines) {
    const wanted = sameItem(line, item);
    if (line.cartItemId !== null && line.selected !== wanted) applyServerCart(await setCartItemSelected(line.cartItemId, wanted));
  }
}
