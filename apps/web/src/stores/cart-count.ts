import { create } from 'zustand';

interface CartCountState {
  count: number;
  setCount: (count: number) => void;
}

/** Number of items in the cart shown in the header; the cart feature keeps it up to date. */
export const useCartCount = create<CartCountState>()((set) => ({
  count: 0,
  setCount: (count) => set({ count: Math.max(0, Math.trunc(count)) }),
}));
