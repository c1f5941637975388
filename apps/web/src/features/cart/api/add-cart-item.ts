import type { Cart } from '@app/contracts/cart';
import { apiRequest } from '@/lib/api-client';
import type { CartItemRef } from '@/stores/cart-actions';

/** Refused with the reason shown to the user when the package is owned, free or off sale. */
export function addCartItem(item: CartItemRef): Promise<Cart> {
  return apiRequest<Cart>('/v1/cart', { method: 'POST', body: { report_id: item.report_id, type_id: item.type_id } });
}
