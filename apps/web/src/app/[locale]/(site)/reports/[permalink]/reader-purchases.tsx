'use client';

import type { ComponentProps } from 'react';
import dynamic from 'next/dynamic';
import { useSession } from '@/stores/session';
import { withMantine } from '@/components/providers/with-mantine';

// Only signed-in readers have purchases to show: visitors load neither this part nor Mantine.
const PurchasedContents = dynamic(
  withMantine(() => import('@/features/reports/components/purchased-contents').then((module) => module.PurchasedContents)),
  { ssr: false },
);

/** The packages a signed-in reader bought, open on the report page; visitors have none to ask for. */
export function ReaderPurchases(props: ComponentProps<typeof PurchasedContents>) {
  const { user } = useSession();
  return user ? <PurchasedContents {...props} /> : null;
}
