import type { Cart } from '@app/contracts/cart';
import { apiRequest } from '@/lib/api-client';

export function removeCartItem(id: number): Promise<Cart> {
  return apiRequest<Cart>(`/v1/cart/${id}`, { method: 'DELETE' });
}
