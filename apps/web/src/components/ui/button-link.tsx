'use client';

import type { ComponentProps } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { Link } from '@/i18n/navigation';

type ButtonLinkProps = ButtonProps & Pick<ComponentProps<typeof Link>, 'href' | 'prefetch' | 'onClick'>;

/**
 * A Mantine button that navigates within the site. Server components cannot hand the Link
 * component to Mantine's polymorphic `component` prop themselves, so this client wrapper does.
 */
export function ButtonLink(props: ButtonLinkProps) {
  return <Button component={Link} {...props} />;
}
