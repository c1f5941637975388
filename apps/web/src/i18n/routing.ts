import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '@app/contracts/locale';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Vietnamese is the product's language: `/` stays Vietnamese whatever the browser prefers.
  localeDetection: false,
});
