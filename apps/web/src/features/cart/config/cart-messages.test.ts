import { describe, expect, it } from 'vitest';
import en from '@/messages/en';
import vi from '@/messages/vi';
import { clientMessages } from '@/i18n/client-messages';
import { cartMessages } from './cart-messages';

describe('the cart popup messages', () => {
  it('are the texts the server has, in both languages', () => {
    expect(cartMessages).toEqual({ vi: { cart: vi.cart }, en: { cart: en.cart } });
  });

  it('are not sent with every page', () => {
    expect(Object.keys(clientMessages(vi))).not.toContain('cart');
  });
});
