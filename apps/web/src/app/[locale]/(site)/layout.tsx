import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { SiteHeader } from '@/features/layout/components/site-header';
import { SiteFooter } from '@/features/layout/components/site-footer';
import { CartRuntime } from '@/features/cart/components/cart-runtime';
import { getSessionUser } from '@/features/accounts/api/get-session-user';
import { AuthModalHost } from '@/features/accounts/components/auth-modal-host';
import { SessionWatchers } from '@/features/accounts/components/session-watchers';
import { SessionProvider } from '@/components/providers/session-provider';
import { getSiteSettings } from '@/features/settings/api/get-site-settings';
import { DEFAULT_COMPANY_PROFILE_PDF } from '@/config/paths';
import { pageLocale, type LocaleParams } from '@/lib/page-locale';
import { QuickContact } from '@/features/site-info/components/quick-contact';

export default async function SiteLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  await pageLocale(params);
  const [settings, t, session] = await Promise.all([getSiteSettings(), getTranslations('nav'), getSessionUser()]);
  return (
    <SessionProvider initialUser={session.user}>
      <a href="#main-content" className="skip-link">
        {t('skipToContent')}
      </a>
      <SiteHeader
        companyProfileUrl={settings.company_profile_pdf || DEFAULT_COMPANY_PROFILE_PDF}
        hotline={settings.hotline}
        contactEmail={settings.contact_email}
      />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter taxCodeLine={settings.tax_code_line} />
      <CartRuntime />
      <QuickContact hotline={settings.hotline} />
      <AuthModalHost />
      <SessionWatchers accountError={session.accountError} />
    </SessionProvider>
  );
}
