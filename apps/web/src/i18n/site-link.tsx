import type { AnchorHTMLAttributes, Ref } from 'react';
import { useLocale } from 'next-intl';
import type { Locale } from '@app/contracts/locale';
import { addressFrom } from './locale-path';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the site, written without the language prefix. */
  href: string;
  /** The language the link goes to; the page's own by default. */
  locale?: Locale;
  /** `false` keeps the page from being fetched ahead when a person points at the link. */
  prefetch?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The site's link: a plain anchor, drawn on the server as it is in the browser, so the hundred
 * links of a public page cost no component to hydrate. `LinkNavigation`, mounted once per page,
 * follows a click on it without reloading the page and fetches the next page when a person shows
 * they mean to follow it (pointer over it, focus, touch); `data-nav` marks the anchors it handles.
 */
export function Link({ href, locale, prefetch, ...anchor }: LinkProps) {
  const current = useLocale();
  const localized = addressFrom(current, href, locale);
  // Only the attributes that say something: an absent one would still be written into the page's data.
  const marks = {
    ...(prefetch === false && { 'data-prefetch': 'false' }),
    ...(locale && locale !== current && !anchor.hrefLang && { hrefLang: locale }),
  };
  return <a {...anchor} {...marks} href={localized} data-nav="" />;
}
