'use client';

import { useMemo, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from 'next-intl';

/**
 * Adds namespaces to the messages the page already has in the browser. A nested provider replaces
 * the messages rather than adding to them, so they are joined here: the page's data then carries
 * only the added namespaces, not the site's a second time. Time zone and formats come from above.
 */
export function MoreMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const locale = useLocale();
  const inherited = useMessages();
  const joined = useMemo(() => ({ ...inherited, ...messages }), [inherited, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={joined}>
      {children}
    </NextIntlClientProvider>
  );
}
