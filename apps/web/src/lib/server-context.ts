import { cookies } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { defaultLocale } from '@app/contracts/locale';
import { routing } from '@/i18n/routing';
import { TOKEN_COOKIE } from '@/config/cookies';
import type { RequestContext } from './api-client';

/** The visitor's locale and token, for API calls made while rendering on the server. */
export async function getServerContext(): Promise<RequestContext> {
  const [cookieStore, locale] = await Promise.all([cookies(), getLocale()]);
  return {
    locale: hasLocale(routing.locales, locale) ? locale : defaultLocale,
    token: cookieStore.get(TOKEN_COOKIE)?.value || undefined,
  };
}
