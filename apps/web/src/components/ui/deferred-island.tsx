'use client';

import { lazy, Suspense, useEffect, useRef, useSyncExternalStore, type ComponentType } from 'react';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
const subscribeToNothing = () => () => {};

/**
 * An island whose code is not part of the page's first load. The server renders it in full, so the
 * page looks the same; in the browser its markup stays as the server sent it (React leaves a
 * suspended part of the page un-hydrated) until it comes near the screen or someone points at it,
 * focuses it or touches it, and only then is its code fetched and the markup brought to life. Shown
 * after a navigation within the site, it loads at once.
 */
export function deferredIsland<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let start: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    start = resolve;
  });
  const Island = lazy(async () => {
    if (typeof window !== 'undefined') await started;
    return { default: await load() };
  });

  function DeferredIsland(props: Props) {
    const frame = useRef<HTMLDivElement>(null);
    // False while the first page is hydrated (the server's value), true for parts rendered later.
    const renderedInBrowser = useSyncExternalStore(
      subscribeToNothing,
      () => true,
      () => false,
    );
    if (renderedInBrowser) start();

    useEffect(() => {
      const element = frame.current;
      if (!element) return;
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
        rootMargin: '200px',
      });
      observer.observe(element);
      for (const type of INTENT_EVENTS) element.addEventListener(type, start, { once: true, passive: true });
      void started.then(() => observer.disconnect());
      return () => {
        observer.disconnect();
        for (const type of INTENT_EVENTS) element.removeEventListener(type, start);
      };
    }, []);

    return (
      <div ref={frame}>
        <Suspense>
          <Island {...props} />
        </Suspense>
      </div>
    );
  }
  return DeferredIsland;
}
