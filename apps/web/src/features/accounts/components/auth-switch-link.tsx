'use client';

import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from '@/i18n/navigation';

/** A link to another auth page, or a button that switches the modal's view in place. */
export function AuthSwitchLink({ href, onSwitch, children }: { href: string; onSwitch?: () => void; children: ReactNode }) {
  if (onSwitch) {
    return (
      <Anchor component="button" type="button" size="sm" fw={500} onClick={onSwitch}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} href={href} size="sm" fw={500}>
      {children}
    </Anchor>
  );
}
