import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LOCAL_CART_KEY } from '../utils/local-cart';
import { useCartStore } from '../stores/cart-store';
import { CartProvider } from './cart-provider';

vi.mock('@/i18n/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const initialState = useCartStore.getState();

describe('CartProvider', () => {
  const fetchSpy = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchSpy.mockReset();
    fetchSpy.mockResolvedValue(new Response(JSON.stringify({ code: 401, message: 'Unauthorized', result: null }), { status: 401 }));
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
    document.cookie = 'signed_in=; Max-Age=0; Path=/';
    useCartStore.setState(initialState, true);
  });

  it('knows the empty cart of a visitor who is not signed in without fetching the cart or its code', async () => {
    renderWithProviders(<CartProvider>page</CartProvider>);
    await waitFor(() => expect(useCartStore.getState()).toMatchObject({ mode: 'anonymous', status: 'ready', lines: [] }));
    expect(useCartStore.getState().loadRequested).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('loads the cart when the browser holds one', async () => {
    window.localStorage.setItem(LOCAL_CART_KEY, JSON.stringify([{ report_id: 3, type_id: 2, selected: true }]));
    renderWithProviders(<CartProvider>page</CartProvider>);
    await waitFor(() => expect(useCartStore.getState().loadRequested).toBe(true));
  });

  it('loads the cart when someone may be signed in', async () => {
    document.cookie = 'signed_in=1; Path=/';
    renderWithProviders(<CartProvider>page</CartProvider>);
    await waitFor(() => expect(useCartStore.getState().loadRequested).toBe(true));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled(), { timeout: 10_000 });
    expect(String(fetchSpy.mock.calls[0]![0])).toContain('/v1/cart');
  });
});
