import { vi } from 'vitest';

/**
 * jsdom has no IntersectionObserver and never reports a part coming near the screen: parts that
 * wait for it (deferred islands) keep their server markup, as they would far below the fold.
 */
export function stubIntersectionObserver() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
}
