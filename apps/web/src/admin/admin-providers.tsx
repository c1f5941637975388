'use client';

import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { DatesProvider } from '@mantine/dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Locale } from '@app/contracts/locale';
import { theme } from '@/config/theme';
import type { InfoUser } from '@/lib/info-user';
import { SessionProvider } from '@/components/providers/session-provider';
import { ApiFailureNotifier } from '@/components/providers/api-failure-notifier';
import 'dayjs/locale/vi';

function createQueryClient() {
  return new QueryClient({
    // The API client reports each failure once; a retry would show the same notification again.
    defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
  });
}

/** The admin area's own providers: nothing here reaches a public page. */
export function AdminProviders({ user, locale, children }: { user: InfoUser; locale: Locale; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light" withCssVariables={false}>
        <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
          <ModalsProvider>
            <SessionProvider initialUser={user}>
              <Notifications position="top-right" limit={1} autoClose={5000} />
              <ApiFailureNotifier />
              {children}
            </SessionProvider>
          </ModalsProvider>
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
