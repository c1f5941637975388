'use client';

import { useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useNotifications } from '@mantine/notifications';
import { ApiFailureNotifier } from './api-failure-notifier';
import { SmartImageWatcher } from '@/components/ui/smart-image-watcher';
import { withMantine } from './with-mantine';

// Notifications only matter once there is one to show: their code, and Mantine's, is fetched with the first.
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
  const { notifications, queue } = useNotifications();
  // Once mounted, the notices stay mounted, so the last one leaves with its animation.
  const [noticesShown, setNoticesShown] = useState(false);
  if (!noticesShown && notifications.length + queue.length > 0) setNoticesShown(true);
  return (
    <QueryClientProvider client={queryClient}>
      {noticesShown && <Notifications position="top-right" limit={1} autoClose={5000} />}
      <ApiFailureNotifier />
      <SmartImageWatcher />
      {children}
    </QueryClientProvider>
  );
}
