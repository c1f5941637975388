import type { Cart } from '@app/contracts/cart';
import { apiRequest } from '@/lib/api-client';
import type { CartItemRef } from '@/stores/cart-actions';

/** Moves the browser's cart into the server cart at sign-in; what cannot be bought comes back in `dropped`. */
export function mergeCart(items: readonly CartItemRef[]): Promise<Cart> {
  return apiRequest<Cart>('/v1/cart/merge', {
    method: 'POST',
    body: { items: items.map(({ report_id, type_id }) => ({ report_id, type_id })) },
  });
}
