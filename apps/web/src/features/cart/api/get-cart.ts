import type { Cart } from '@app/contracts/cart';
import { ApiError, apiRequest } from '@/lib/api-client';

/** The signed-in user's cart; null when nobody is signed in (the API answers 401). */
export async function getServerCart(): Promise<Cart | null> {
  try {
    return await apiRequest<Cart>('/v1/cart', { autoShowError: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
