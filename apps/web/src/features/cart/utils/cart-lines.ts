import type { Cart, CartItem, PricedItem, PublicCart } from '@app/contracts/cart';
import { sameItem, type LocalCartEntry } from './local-cart';

/** One package in the cart, whether the server keeps it (signed in) or the browser does. */
export interface CartLine extends PricedItem {
  key: string;
  /** The server cart item; null in a visitor's cart. */
  cartItemId: number | null;
  selected: boolean;
  issue: CartItem['issue'];
}

export interface ReportGroup {
  report: PricedItem['report'];
  lines: CartLine[];
}

const lineKey = (item: { report_id: number; type_id: number }) => `${item.report_id}:${item.type_id}`;

export function linesFromServer(cart: Cart): CartLine[] {
  return cart.items.map(({ id, selected, issue, ...priced }) => ({ ...priced, key: lineKey(priced), cartItemId: id, selected, issue }));
}

export function linesFromPublic(cart: PublicCart, entries: readonly LocalCartEntry[]): CartLine[] {
  return cart.items.map((priced) => ({
    ...priced,
    key: lineKey(priced),
    cartItemId: null,
    selected: entries.find((entry) => sameItem(entry, priced))?.selected ?? true,
    issue: null,
  }));
}

/** Lines of one report stay together, in the order their reports first appear. */
export function groupByReport(lines: readonly CartLine[]): ReportGroup[] {
  const groups = new Map<number, ReportGroup>();
  for (const line of lines) {
    const group = groups.get(line.report_id);
    if (group) group.lines.push(line);
    else groups.set(line.report_id, { report: line.report, lines: [line] });
  }
  return [...groups.values()];
}

/** Ticked and buyable: what checkout takes. */
export const payableLines = (lines: readonly CartLine[]) => lines.filter((line) => line.selected && line.issue === null);

export const sumPrices = (lines: readonly CartLine[]) => lines.reduce((total, line) => total + line.price, 0);

export const sumOriginalPrices = (lines: readonly CartLine[]) => lines.reduce((total, line) => total + line.original_price, 0);
