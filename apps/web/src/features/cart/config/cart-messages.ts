import type { LoadedMessages } from '@/i18n/with-messages';
import viCart from '@/messages/vi/cart.json';
import enCart from '@/messages/en/cart.json';

/** The cart popup's texts, loaded with the popup. */
export const cartMessages: LoadedMessages = {
  vi: { cart: viCart },
  en: { cart: enCart },
};
