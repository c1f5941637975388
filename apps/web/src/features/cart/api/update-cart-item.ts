import type { Cart } from '@app/contracts/cart';
import { apiRequest } from '@/lib/api-client';

export function setCartItemSelected(id: number, selected: boolean): Promise<Cart> {
  return apiRequest<Cart>(`/v1/cart/${id}`, { method: 'PUT', body: { selected } });
}
