'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { isPlainClick, sameSiteLink } from '@/lib/link-events';

/** The site's links this listener handles: those `Link` draws, never a file or another site. */
const SITE_LINK = 'a[data-nav]';

/**
 * Follows the site's links (`Link`, drawn as plain anchors) inside the page, as Next.js's own
 * link component would, with one listener for the whole document instead of a component per link.
 * A click with a modifier key or another button, or one a component already handled, is left to
 * the browser; so is a jump to an anchor of the same page. Until this has loaded, a click loads
 * the page the ordinary way.
 */
export function LinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    let lastFetched = '';
    const fetchAhead = (event: Event) => {
      const link = sameSiteLink(event, SITE_LINK);
      if (!link || link.dataset.prefetch === 'false') return;
      const href = `${link.pathname}${link.search}`;
      // Pointer moves over a link's children fire many times; once per link followed is enough.
      if (href === lastFetched) return;
      lastFetched = href;
      router.prefetch(href);
    };
    const follow = (event: MouseEvent) => {
      const link = isPlainClick(event) ? sameSiteLink(event, SITE_LINK) : null;
      if (!link) return;
      const samePage = link.pathname === window.location.pathname && link.search === window.location.search;
      if (samePage && link.hash) return;
      event.preventDefault();
      router.push(`${link.pathname}${link.search}${link.hash}`);
    };
    document.addEventListener('click', follow);
    document.addEventListener('mouseover', fetchAhead, { passive: true });
    document.addEventListener('focusin', fetchAhead, { passive: true });
    document.addEventListener('touchstart', fetchAhead, { passive: true });
    return () => {
      document.removeEventListener('click', follow);
      document.removeEventListener('mouseover', fetchAhead);
      document.removeEventListener('focusin', fetchAhead);
      document.removeEventListener('touchstart', fetchAhead);
    };
  }, [router]);
  return null;
}
