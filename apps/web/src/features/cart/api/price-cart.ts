import type { PublicCart } from '@app/contracts/cart';
import { apiRequest } from '@/lib/api-client';
import type { CartItemRef } from '@/stores/cart-actions';

/** Prices a visitor's cart (or one buy-now item) with the server's prices and rules. */
export function priceCart(items: readonly CartItemRef[], latestKey?: string): Promise<PublicCart> {
  return apiRequest<PublicCart>('/v1/public/cart', {
    method: 'POST',
    body: { items: items.map(({ report_id, type_id }) => ({ report_id, type_id })) },
    latestKey,
  });
}
