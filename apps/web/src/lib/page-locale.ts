import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { defaultLocale, type Locale } from '@app/contracts/locale';
import { routing } from '@/i18n/routing';

export type LocaleParams = Promise<{ locale: string }>;

/** The page's language from its address, registered for the translations the page renders. */
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const { locale: requested } = await params;
  const locale = hasLocale(routing.locales, requested) ? requested : defaultLocale;
  setRequestLocale(locale);
  return locale;
}
