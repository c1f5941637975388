'use client';

import type { ComponentProps } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from '@/i18n/navigation';

type AnchorLinkProps = AnchorProps & Pick<ComponentProps<typeof Link>, 'href' | 'prefetch' | 'onClick' | 'children'>;

/** A Mantine text link within the site, usable from server components (see ButtonLink). */
export function AnchorLink(props: AnchorLinkProps) {
  return <Anchor component={Link} {...props} />;
}
