import { Suspense, type ReactNode } from 'react';

/**
 * Content below the first screen, drawn in full by the server, whose hydration comes after the
 * rest of the page's: React hydrates the inside of a Suspense boundary at low priority, in slices
 * of a few milliseconds with the main thread free between them, instead of within the one long
 * task of the page's first hydration. A click or key press inside it before then hydrates it at once.
 *
 * Only below the first screen: React's server sends a boundary of more than about 12 KB after the
 * page around it, in the same response, and the browser shows it a few hundred milliseconds after
 * the first paint (React reveals such parts together), too late for the largest picture.
 */
export function HydrateInSlices({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}

/**
 * The items of a long list: the first `count` (those of the first screen) hydrate with the page,
 * the rest in slices. The server sends the rest just after the page, so nothing may follow the
 * list within the first screen, or it would move when they appear.
 */
export function FirstScreenItems({ count, children }: { count: number; children: ReactNode[] }) {
  if (children.length <= count) return children;
  return (
    <>
      {children.slice(0, count)}
      <HydrateInSlices>{children.slice(count)}</HydrateInSlices>
    </>
  );
}
