'use client';

import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import dynamic from 'next/dynamic';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { theme } from '@/config/theme';
import { ApiFailureNotifier } from './api-failure-notifier';
import { SmartImageWatcher } from '@/components/ui/smart-image-watcher';

// Notifications only matter after the page is interactive; their code stays out of the first load.
const Notifications = dynamic(() => import('@mantine/notifications').then((module) => module.Notifications), { ssr: false });

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // The API client reports each failure once; a retry would show the same notification again.
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
    },
  });
}

/** The theme's CSS variables come from styles/theme-variables.css, not from each browser's render. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light" withCssVariables={false}>
        <Notifications position="top-right" limit={1} autoClose={5000} />
        <ApiFailureNotifier />
        <SmartImageWatcher />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
