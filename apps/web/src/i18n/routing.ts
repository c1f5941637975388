import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '@app/contracts/locale';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Vietnamese is the product's language: `/` stays Vietnamese whatever the browser prefers.
  localeDetection: false,
  // Each page names its languages in its HTML (`pageMetadata`), with each language's own address
  // (/tin-tuc and /en/news) and only its own language for a post written in one. The middleware's
  // `Link` header would name the same prefix in both and every language for every page.
  alternateLinks: false,
});
