import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setScreenWide } from './render';

// jsdom lays nothing out: Mantine's media queries and size observers get a narrow screen that never changes.
class StillResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('ResizeObserver', StillResizeObserver);
// jsdom loads no fonts; Mantine's growing text areas listen for fonts arriving to measure again.
Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

afterEach(() => {
  cleanup();
  setScreenWide(false);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.stubGlobal('ResizeObserver', StillResizeObserver);
});

setScreenWide(false);
