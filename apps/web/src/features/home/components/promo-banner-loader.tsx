'use client';

import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';

const PromoBanner = dynamic(() => import('./promo-banner').then((module) => module.PromoBanner), { ssr: false });

/**
 * Waits until the page is idle before fetching the banner's code, so the promotion never competes
 * with the page's own content for the first paint.
 */
export function PromoBannerLoader({ media, url }: { media: string; url: string | undefined }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = globalThis.setTimeout(start, 1500);
    return () => globalThis.clearTimeout(timer);
  }, []);
  return ready ? <PromoBanner media={media} url={url} /> : null;
}
