import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { mantineHtmlProps } from '@mantine/core';
import { routing } from '@/i18n/routing';
import { clientMessages } from '@/i18n/client-messages';
import { LinkNavigation } from '@/i18n/link-navigation';
import { beVietnamPro } from '@/fonts/be-vietnam-pro';
import { SIGNED_IN_SCRIPT } from '@/config/content-security-policy';
import { pageLocale } from '@/lib/page-locale';
import { getSiteSettings } from '@/features/settings/api/get-site-settings';
import { faviconUrl } from '@/features/settings/utils/setting-values';
import '@/styles/mantine-base';
import '@/styles/theme-variables.css';
import '@/styles/global.css';
// The language switch and the cart button of every page's header. Imported here as well, the build
// puts their few rules in the site's stylesheet instead of a file of their own that every public page
// fetched: one request fewer on a phone's six connections (decision 0176).
import '@/components/ui/language-switch.module.css';
import '@/features/layout/components/cart-button.module.css';

interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

/** Every page, the admin area's too, shows the icon staff chose in the settings. */
export async function generateMetadata({ params }: LocaleLayoutProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'meta' }), getSiteSettings()]);
  return {
    metadataBase: new URL(process.env.WEB_ORIGIN ?? 'http://localhost:3000'),
    title: t('title'),
    description: t('description'),
    icons: { icon: faviconUrl(settings.favicon) },
  };
}

// Every page is rendered for its request, with the nonce of its Content Security Policy (decision 0095).
export const dynamic = 'force-dynamic';

export const viewport: Viewport = {
  themeColor: '#b2842d',
};

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const messages = await getMessages();

  return (
    <html lang={locale} className={beVietnamPro.variable} {...mantineHtmlProps}>
      <head>
        <script dangerouslySetInnerHTML={{ __html: SIGNED_IN_SCRIPT }} />
      </head>
      <body>
        <NextIntlClientProvider messages={clientMessages(messages)}>
          <LinkNavigation />
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
