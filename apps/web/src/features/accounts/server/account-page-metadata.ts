import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@app/contracts/locale';
import type accountMessages from '@/messages/vi/account.json';

export type AccountPage = keyof (typeof accountMessages)['titles'];

/** Sign-in and account pages have a title and stay out of search engines. */
export async function accountPageMetadata(locale: Locale, page: AccountPage): Promise<Metadata> {
  const [t, brand] = await Promise.all([
    getTranslations({ locale, namespace: 'account' }),
    getTranslations({ locale, namespace: 'brand' }),
  ]);
  return { title: `${t(`titles.${page}`)} – ${brand('name')}`, robots: { index: false, follow: false } };
}
