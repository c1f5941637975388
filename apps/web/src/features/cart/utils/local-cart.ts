import type { CartItemInput } from '@app/contracts/cart';

/** A package in a visitor's cart, kept in the browser with whether it is ticked for checkout. */
export interface LocalCartEntry extends CartItemInput {
  selected: boolean;
}

export const LOCAL_CART_KEY = 'cart';
/** The server cart's own limit; a longer browser cart would be cut at sign-in anyway. */
export const LOCAL_CART_MAX_ITEMS = 50;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function parseEntry(value: unknown): LocalCartEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const { report_id, type_id, selected } = value as Record<string, unknown>;
  if (!isId(report_id) || !isId(type_id)) return null;
  return { report_id, type_id, selected: selected !== false };
}

export const sameItem = (a: CartItemInput, b: CartItemInput) => a.report_id === b.report_id && a.type_id === b.type_id;

/** Whatever another version of the site or a curious user left there, only valid entries come back. */
export function parseLocalCart(raw: string | null): LocalCartEntry[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const entries: LocalCartEntry[] = [];
  for (const value of parsed) {
    const entry = parseEntry(value);
    if (entry && !entries.some((known) => sameItem(known, entry))) entries.push(entry);
  }
  return entries.slice(0, LOCAL_CART_MAX_ITEMS);
}

/** A newly added package is ticked; adding one already there ticks it again. */
export function withEntry(entries: readonly LocalCartEntry[], item: CartItemInput): LocalCartEntry[] {
  const others = entries.filter((entry) => !sameItem(entry, item));
  return [...others, { report_id: item.report_id, type_id: item.type_id, selected: true }].slice(-LOCAL_CART_MAX_ITEMS);
}

export function withoutEntry(entries: readonly LocalCartEntry[], item: CartItemInput): LocalCartEntry[] {
  return entries.filter((entry) => !sameItem(entry, item));
}

export function withSelection(entries: readonly LocalCartEntry[], item: CartItemInput, selected: boolean): LocalCartEntry[] {
  return entries.map((entry) => (sameItem(entry, item) ? { ...entry, selected } : entry));
}

/** Keeps what the server priced (it drops a lower package beside a higher one, owned or off-sale ones). */
export function keepPriced(entries: readonly LocalCartEntry[], priced: readonly CartItemInput[]): LocalCartEntry[] {
  return entries.filter((entry) => priced.some((item) => sameItem(item, entry)));
}

export function readLocalCart(): LocalCartEntry[] {
  try {
    return parseLocalCart(window.localStorage.getItem(LOCAL_CART_KEY));
  } catch {
    return [];
  }
}

export function writeLocalCart(entries: readonly LocalCartEntry[]): void {
  try {
    if (entries.length === 0) window.localStorage.removeItem(LOCAL_CART_KEY);
    else window.localStorage.setItem(LOCAL_CART_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or disabled (private mode): the cart lives for this page only.
  }
}
