'use client';

import { type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import { Link as LocaleLink, useRouter } from './locale-navigation';

type LinkProps = ComponentProps<typeof LocaleLink>;

/**
 * The site's link: it fetches the next page when a person shows they mean to follow it (the
 * pointer over it, focus, a touch), not when it scrolls into view. A public page shows dozens of
 * links; fetching each one's page on load competes with the page's own first paint and data.
 * `prefetch={false}` keeps a link from fetching at all.
 */
export function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const router = useRouter();
  const intent = () => {
    // Every link of the site is written as a path; an address object is followed without fetching ahead.
    if (prefetch !== false && typeof props.href === 'string')
      router.prefetch(props.href, props.locale ? { locale: props.locale } : undefined);
  };
  return (
    <LocaleLink
      {...props}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        intent();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        intent();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        intent();
      }}
    />
  );
}
