import { redirect as nextRedirect } from 'next/navigation';
import type { Locale } from '@app/contracts/locale';
import { routing } from './routing';

/** A path of the site without its language prefix, with its query as a string or as fields. */
export type SiteHref = string | { pathname: string; query?: Record<string, string> };

interface PathnameArgs {
  href: SiteHref;
  locale: Locale;
  /** Names the language even where the address could leave it out (a link into another language). */
  forcePrefix?: boolean;
}

function hrefString(href: SiteHref): string {
  if (typeof href === 'string') return href;
  const query = new URLSearchParams(href.query).toString();
  return query ? `${href.pathname}?${query}` : href.pathname;
}

/**
 * The address of a page in a language: Vietnamese pages keep the bare path, English ones start
 * with `/en` (the routing's `as-needed` prefix). Written here rather than taken from next-intl's
 * `createNavigation`, whose client half brings Next.js's link component into every page for links
 * this site draws as plain anchors (decision 0170).
 */
export function getPathname({ href, locale, forcePrefix }: PathnameArgs): string {
  const path = hrefString(href);
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  if (!(forcePrefix ?? locale !== routing.defaultLocale)) return path;
  // The home page of a language is `/en`, not `/en/`, with its query kept.
  return `/${locale}${/^\/(\?.*)?$/.test(path) ? path.slice(1) : path}`;
}

/** Sends the request on to a page in a language (server components, route handlers). */
export function redirect(args: PathnameArgs): never {
  return nextRedirect(getPathname(args));
}

/**
 * Where a link or a navigation from a page in `current` goes: a page of the same language, or of
 * `target` when one is named; a move into a named language always writes it in the address, as
 * next-intl's own links did, so the address says which.
 */
export function addressFrom(current: Locale, href: SiteHref, target?: Locale): string {
  return getPathname({ href, locale: target ?? current, forcePrefix: target != null || undefined });
}
