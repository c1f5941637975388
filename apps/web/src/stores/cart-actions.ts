import { create } from 'zustand';

/** One package (`type_id`) of one report, as the cart and a buy-now order name it. */
export interface CartItemRef {
  report_id: number;
  type_id: number;
}

/** Why the cart is loaded again: 'logout' empties it, 'not-login' reads the browser's cart; otherwise the server cart. */
export type CartLoadAction = 'logout' | 'not-login';

/** What the cart feature does after a sign-in that was asked for by the cart ('cart') or a buy-now ('order'). */
export type CartLoginAction = 'cart' | 'order';

/** The cart's behaviour, registered by the cart feature once it is mounted in the site layout. */
export interface CartHandlers {
  addToCart: (item: CartItemRef) => Promise<void>;
  buyNow: (item: CartItemRef) => Promise<void>;
  loadCart: (action?: CartLoadAction) => Promise<void>;
  openCartPopup: () => void;
  afterLogin: (action: CartLoginAction | null) => Promise<void>;
}

interface CartActionsState {
  handlers: CartHandlers | null;
  /** True while checkout holds one buy-now item instead of the cart's selection. */
  paymentBuyNow: boolean;
  buyNowItem: CartItemRef | null;
  /** The buy-now item of a visitor asked to sign in first; added to the cart after sign-in. */
  pendingOrderItem: CartItemRef | null;
}

/**
 * The cart as other features see it. The report page calls `addToCart` and `buyNow`; sign-in calls
 * `loadCart` after logout and the cart's part of `runPendingAction` after login.
 */
export const useCartActions = create<CartActionsState>()(() => ({
  handlers: null,
  paymentBuyNow: false,
  buyNowItem: null,
  pendingOrderItem: null,
}));

type Call = (handlers: CartHandlers) => unknown;
let waiting: Call[] = [];

/** Calls made before the cart feature is mounted (early clicks during hydration) run once it is. */
function withHandlers(call: Call): void {
  const { handlers } = useCartActions.getState();
  if (handlers) void call(handlers);
  else waiting.push(call);
}

export function registerCartHandlers(handlers: CartHandlers | null): void {
  useCartActions.setState({ handlers });
  if (!handlers) return;
  const calls = waiting;
  waiting = [];
  for (const call of calls) void call(handlers);
}

/** Adds a package of a report to the cart (the browser's for visitors, the server's when signed in). */
export function addToCart(item: CartItemRef): void {
  withHandlers((handlers) => handlers.addToCart(item));
}

/** Checks out one package at once without touching the cart; visitors are asked to sign in first. */
export function buyNow(item: CartItemRef): void {
  withHandlers((handlers) => handlers.buyNow(item));
}

export function loadCart(action?: CartLoadAction): void {
  withHandlers((handlers) => handlers.loadCart(action));
}

export function openCartPopup(): void {
  withHandlers((handlers) => handlers.openCartPopup());
}

export function setBuyNowItem(item: CartItemRef | null): void {
  useCartActions.setState({ paymentBuyNow: item !== null, buyNowItem: item });
}

export function setPendingOrderItem(item: CartItemRef | null): void {
  useCartActions.setState({ pendingOrderItem: item });
}

/** Runs after every sign-in: moves or reloads the cart, then goes on as the pending action says. */
export async function cartAfterLogin(action: CartLoginAction | null): Promise<void> {
  const { handlers } = useCartActions.getState();
  if (handlers) await handlers.afterLogin(action);
}
