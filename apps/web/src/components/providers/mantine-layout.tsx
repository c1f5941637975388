import type { ReactNode } from 'react';
import { MantineIsland } from './mantine-island';

/**
 * The layout of a route whose page is built of Mantine components (account pages, forms, the cart,
 * payment): the route re-exports it as its layout.tsx, so the theme wraps that page only.
 */
export default function MantineLayout({ children }: { children: ReactNode }) {
  return <MantineIsland>{children}</MantineIsland>;
}
