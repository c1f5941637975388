import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { NextIntlClientProvider } from 'next-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Locale } from '@app/contracts/locale';
import { theme } from '@/config/theme';
import { CartActionsContext, type CartActions } from '@/hooks/use-cart-actions';
import en from '@/messages/en';
import vi from '@/messages/vi';

const messages = { en, vi };

/** The cart's actions, which the site layout provides; a test that looks at them passes its own. */
const quietCart: CartActions = {
  addToCart: () => undefined,
  buyNow: () => undefined,
  openCartPopup: () => undefined,
  emptyAfterLogout: () => undefined,
  afterLogin: async () => undefined,
};

/** Renders a component inside the providers of the site layout, in English unless told. */
export function renderWithProviders(ui: ReactElement, { locale = 'en', cart = quietCart }: { locale?: Locale; cart?: CartActions } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Ho_Chi_Minh">
          <MantineProvider theme={theme}>
            <CartActionsContext.Provider value={cart}>{children}</CartActionsContext.Provider>
          </MantineProvider>
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
