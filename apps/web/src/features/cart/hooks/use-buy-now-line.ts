'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { CartItemInput } from '@app/contracts/cart';
import { priceCart } from '../api/price-cart';
import { linesFromPublic } from '../utils/cart-lines';

/** The buy-now package priced by the server, or why it cannot be bought (owned, off sale, free). */
export function useBuyNowLine(item: CartItemInput) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['buy-now', locale, item.report_id, item.type_id],
    queryFn: async () => {
      const priced = await priceCart([item]);
      return { line: linesFromPublic(priced, [])[0] ?? null, dropped: priced.dropped };
    },
    staleTime: 0,
  });
}
