import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { redirect } from '@/i18n/navigation';
import { adminClientMessages } from '@/i18n/client-messages';
import { paths } from '@/config/paths';
import { PAGE_PATH_HEADER } from '@/config/headers';
import { pageLocale, type LocaleParams } from '@/lib/page-locale';
import { getSessionUser } from '@/features/accounts/api/get-session-user';
import { AdminProviders } from '@/admin/admin-providers';
import { AdminShell } from '@/admin/admin-shell';
import { adminReturnPath, heldItems } from '@/admin/admin-items';
import { ForbiddenPanel } from '@/admin/forbidden-panel';
import { canSeeAdminLink } from '@/lib/info-user';
import '@/admin/admin-styles';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'admin' });
  return { title: { template: `%s | ${t('title')}`, default: t('title') }, robots: { index: false, follow: false } };
}

/**
 * The admin area's frame, with its own providers, messages and styles: none of it is imported by a
 * public page. A visitor who is not signed in logs in first and comes back to the page asked for.
 */
export default async function AdminLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const locale = await pageLocale(params);
  const { user } = await getSessionUser();
  if (!user) {
    const requested = (await headers()).get(PAGE_PATH_HEADER);
    return redirect({ href: { pathname: paths.login, query: { redirect: adminReturnPath(requested) } }, locale });
  }
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={adminClientMessages(messages)}>
      <AdminProviders user={user} locale={locale}>
        {/* The admin link's rule decides who may enter at all; customers meet a 403 page. */}
        <AdminShell user={user} items={heldItems(user)}>
          {canSeeAdminLink(user) ? children : <ForbiddenPanel />}
        </AdminShell>
      </AdminProviders>
    </NextIntlClientProvider>
  );
}
