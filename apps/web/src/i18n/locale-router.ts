'use client';

import { useMemo } from 'react';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import type { Locale } from '@app/contracts/locale';
import { addressFrom } from './locale-path';

/** The current page's path without its language prefix, so it can be compared with the site's paths. */
export function usePathname(): string {
  const pathname = useNextPathname();
  const locale = useLocale();
  return useMemo(() => {
    const prefix = `/${locale}`;
    if (pathname === prefix) return '/';
    return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
  }, [locale, pathname]);
}

type NavigateOptions = { locale?: Locale; scroll?: boolean };

/** Next.js's router taking the site's paths: the page's language unless `locale` names another. */
export function useRouter() {
  const router = useNextRouter();
  const current = useLocale() as Locale;
  return useMemo(() => {
    const inLanguage =
      (navigate: (href: string, options: Omit<NavigateOptions, 'locale'>) => void) =>
      (href: string, { locale, ...options }: NavigateOptions = {}) =>
        navigate(addressFrom(current, href, locale), options);
    return {
      ...router,
      push: inLanguage(router.push),
      replace: inLanguage(router.replace),
      prefetch: (href: string, { locale }: Pick<NavigateOptions, 'locale'> = {}) => router.prefetch(addressFrom(current, href, locale)),
    };
  }, [current, router]);
}
