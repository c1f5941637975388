'use client';

import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type RefObject } from 'react';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
const subscribeToNothing = () => () => {};

const nativeValue = (element: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set;

/**
 * What someone typed into the server's markup before the island's code arrived is kept: React
 * hydrates a field without touching its text but keeps the server's (empty) value in its state,
 * and the next render would clear it. Each such field is told it changed, as if typed again.
 */
function keepTypedText(frame: HTMLDivElement | null) {
  for (const field of frame?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? []) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    // React's own setter records the old value; the native one then puts the text back unseen.
    field.value = field.defaultValue;
    nativeValue(field)?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

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
    const Loaded = await load();
    function Hydrated(props: Props & { frame: RefObject<HTMLDivElement | null> }) {
      const { frame, ...rest } = props;
      useEffect(() => keepTypedText(frame.current), [frame]);
      return <Loaded {...(rest as Props)} />;
    }
    return { default: Hydrated };
  });

  function DeferredIsland(props: Props) {
    const frame = useRef<HTMLDivElement>(null);
    // A render after the island's first one (new props, as when the page's data changes in a
    // navigation) must not wait: React cannot show the new props in a part that is not hydrated yet,
    // and would hold the whole navigation until the island's code came. The box is read as an
    // external value so that React's check right after hydration still sees the first render's.
    const [mounted] = useState(() => ({ done: false }));
    const renderedAgain = useSyncExternalStore(
      subscribeToNothing,
      () => mounted.done,
      () => false,
    );
    if (renderedAgain) start();

    useEffect(() => {
      mounted.done = true;
      const element = frame.current;
      if (!element) return;
      // Rendered in the browser (after a navigation within the site), the island has no markup of
      // the server's to show while it waits: it loads at once. A value that differs between the
      // server and the browser would not do: React renders again with the browser's value right
      // after hydrating, and that render replaces the server's markup of a part still waiting.
      if (!element.hasChildNodes()) {
        start();
        return;
      }
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
    }, [mounted]);

    return (
      <div ref={frame}>
        <Suspense>
          <Island {...props} frame={frame} />
        </Suspense>
      </div>
    );
  }
  return DeferredIsland;
}
