import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { SiteHeader } from '@/features/layout/components/site-header';
import { SiteFooter } from '@/features/layout/components/site-footer';
import { CartProvider } from '@/features/cart/components/cart-provider';
import { AuthModalHost } from '@/features/accounts/components/auth-modal-host';
import { SessionWatchers } from '@/features/accounts/components/session-watchers';
import { AppProviders } from '@/components/providers/app-providers';
import { getSiteSettings } from '@/features/settings/api/get-site-settings';
import { DEFAULT_COMPANY_PROFILE_PDF } from '@/config/paths';
import { pageLocale, type LocaleParams } from '@/lib/page-locale';
import { QuickContact } from '@/features/site-info/components/quick-contact';
import { HydrateInSlices } from '@/components/ui/hydrate-in-slices';

/**
 * The frame of every page. It reads no cookie, so a page's HTML is the same for everyone and its
 * public data comes from the data cache (docs/decisions/0015, 0095); the signed-in user is filled
 * in by the browser.
 */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  await pageLocale(params);
  const [settings, t] = await Promise.all([getSiteSettings(), getTranslations('nav')]);
  return (
    <AppProviders>
      <CartProvider>
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
        <HydrateInSlices>
          <SiteFooter taxCodeLine={settings.tax_code_line} />
        </HydrateInSlices>
        <QuickContact hotline={settings.hotline} />
        <AuthModalHost />
        <SessionWatchers />
      </CartProvider>
    </AppProviders>
  );
}
