'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { Badge, createTheme, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { DatesProvider } from '@mantine/dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Locale } from '@app/contracts/locale';
import { theme } from '@/config/theme';
import type { InfoUser } from '@/lib/info-user';
import { useSession } from '@/stores/session';
import { ApiFailureNotifier } from '@/components/providers/api-failure-notifier';
import 'dayjs/locale/vi';

/**
 * The site's theme, with the admin's tables in mind: a badge keeps its whole word, in the case it
 * is written, instead of being cut to fit a narrow column.
 */
const adminTheme = mergeThemeOverrides(
  theme,
  createTheme({ components: { Badge: Badge.extend({ defaultProps: { tt: 'none' }, styles: { root: { minWidth: 'max-content' } } }) } }),
);

function createQueryClient() {
  return new QueryClient({
    // The API client reports each failure once; a retry would show the same notification again.
    defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
  });
}

/** The admin area's own providers: nothing here reaches a public page. */
export function AdminProviders({ user, locale, children }: { user: InfoUser; locale: Locale; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // The store is one per process on the server, so the user is put in it in the browser only.
  useEffect(() => useSession.getState().setUser(user), [user]);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={adminTheme} defaultColorScheme="light" forceColorScheme="light" withCssVariables={false}>
        <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
          <ModalsProvider>
            <Notifications position="top-right" limit={1} autoClose={5000} />
            <ApiFailureNotifier />
            {children}
          </ModalsProvider>
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
