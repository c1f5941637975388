import type { ReactNode } from 'react';
import MantineLayout from '@/components/providers/mantine-layout';
import { RouteMessages } from '@/i18n/route-messages';

/** The bill-payment and MoMo return pages: Mantine components, and the payment messages. */
export default function PaymentLayout({ children }: { children: ReactNode }) {
  return (
    <MantineLayout>
      <RouteMessages route="payment">{children}</RouteMessages>
    </MantineLayout>
  );
}
