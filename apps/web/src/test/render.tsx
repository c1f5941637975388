import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { NextIntlClientProvider } from 'next-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Locale } from '@app/contracts/locale';
import { theme } from '@/config/theme';
import en from '@/messages/en';
import vi from '@/messages/vi';

const messages = { en, vi };

/** Renders a component inside the providers of the site layout, in English unless told. */
export function renderWithProviders(ui: ReactElement, { locale = 'en' }: { locale?: Locale } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Ho_Chi_Minh">
          <MantineProvider theme={theme}>{children}</MantineProvider>
        </NextIntlClientProvider>
      </QueryClientProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}

/** Makes every `min-width` media query match (a desktop screen) or none (a phone). */
export function setScreenWide(wide: boolean): void {
  window.matchMedia = (query: string) =>
    ({
      matches: wide && query.includes('min-width'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
