'use client';

import type { ComponentProps } from 'react';
import { useSession } from '@/stores/session';
import { PurchasedContents } from '@/features/reports/components/purchased-contents';

/** The packages a signed-in reader bought, open on the report page; visitors have none to ask for. */
export function ReaderPurchases(props: ComponentProps<typeof PurchasedContents>) {
  const { user } = useSession();
  return user ? <PurchasedContents {...props} /> : null;
}
