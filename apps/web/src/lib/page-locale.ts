import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { defaultLocale, type Locale } from '@app/contracts/locale';
import { routing } from '@/i18n/routing';

export type LocaleParams = Promise<{ locale: string }>;

/** The page's language from its address, registered so the page can be rendered statically. */
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const { locale: requested } = await params;
  const locale = hasLocale(routing.locales, requested) ? requested : defaultLocale;
  setRequestLocale(locale);
  return locale;
}

/**
 * For `generateStaticParams` of pages under a dynamic segment: none is rendered while building (the
 * API may not be running then); each is rendered on its first visit and kept as its `revalidate`
 * says (decision 0015).
 */
export function renderOnFirstVisit(): never[] {
  return [];
}
