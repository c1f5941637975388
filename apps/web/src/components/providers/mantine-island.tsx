'use client';

import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { theme } from '@/config/theme';
import '@/styles/mantine';

/**
 * The Mantine theme for one island, or one page, that uses Mantine's components. It is not in the
 * site layout: a page whose interactive parts need no Mantine (the blog, the report list) then loads
 * none of its code, and the parts that load on first use (modals, drawers, menus) bring it with
 * them. The theme's CSS variables come from styles/theme-variables.css, not from each render.
 */
export function MantineIsland({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light" withCssVariables={false}>
      {children}
    </MantineProvider>
  );
}
