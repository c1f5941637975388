import type { Cart } from '@app/contracts/cart';
import { ApiError } from '@/lib/api-client';
import { callOnDemand } from '@/lib/call-on-demand';

const endpoint = () => import('@app/contracts/cart').then((contract) => contract.cartEndpoints.get);

/** The signed-in user's cart; null when nobody is signed in (the API answers 401). */
export async function getServerCart(): Promise<Cart | null> {
  try {
    return await callOnDemand(endpoint, {}, { autoShowError: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
