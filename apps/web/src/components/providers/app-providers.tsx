'use client';

import { useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiFailureNotifier } from './api-failure-notifier';
import { SmartImageWatcher } from '@/components/ui/smart-image-watcher';
import { withMantine } from './with-mantine';

// Notifications only matter after the page is interactive; their code, and Mantine's, stays out of the first load.
const Notifications = dynamic(
  withMantine(() => import('@mantine/notifications').then((module) => module.Notifications)),
  { ssr: false },
);

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // The API client reports each failure once; a retry would show the same notification again.
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
    },
  });
}

/**
 * What every public page's islands share: the query client, the API's failure notices and the
 * image watcher. Mantine's theme is not here: pages and islands that use Mantine bring it
 * (MantineIsland, withMantine), so pages without Mantine load none of it (decision 0140).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Notifications position="top-right" limit={1} autoClose={5000} />
      <ApiFailureNotifier />
      <SmartImageWatcher />
      {children}
    </QueryClientProvider>
  );
}
