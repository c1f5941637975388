import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { mantineHtmlProps } from '@mantine/core';
import { routing } from '@/i18n/routing';
import { clientMessages } from '@/i18n/client-messages';
import { fontVariables } from '@/fonts/be-vietnam-pro';
import { SIGNED_IN_SCRIPT } from '@/config/content-security-policy';
import '@/styles/mantine';
import '@/styles/theme-variables.css';
import '@/styles/global.css';

interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: LocaleLayoutProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale, namespace: 'meta' });
  return {
    metadataBase: new URL(process.env.WEB_ORIGIN ?? 'http://localhost:3000'),
    title: t('title'),
    description: t('description'),
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
    <html lang={locale} className={fontVariables} {...mantineHtmlProps}>
      <head>
        <script dangerouslySetInnerHTML={{ __html: SIGNED_IN_SCRIPT }} />
      </head>
      <body>
        <NextIntlClientProvider messages={clientMessages(messages)}>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
