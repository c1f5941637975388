'use client';

import { useEffect } from 'react';

/**
 * Marks a picture's box loaded, or puts the fallback picture in place of one that failed. A box can
 * be given a new picture by a later render, so each event settles it again.
 */
function settle(image: HTMLImageElement, failed: boolean) {
  const box = image.closest<HTMLElement>('[data-smart-image]');
  if (!box) return;
  const fallback = image.dataset.fallbackSrc ?? '';
  const showingFallback = image.getAttribute('src') === fallback;
  // The fallback itself failing must not start a loop.
  if (failed && showingFallback) return;
  box.dataset.status = failed || showingFallback ? 'failed' : 'loaded';
  if (!failed) {
    if (!showingFallback) delete image.dataset.fallback;
    return;
  }
  for (const source of box.querySelectorAll('source')) source.srcset = fallback;
  image.removeAttribute('srcset');
  image.removeAttribute('sizes');
  image.src = fallback;
  image.dataset.fallback = '';
}

function onImageEvent(event: Event) {
  if (event.target instanceof HTMLImageElement && event.target.dataset.fallbackSrc !== undefined) {
    settle(event.target, event.type === 'error');
  }
}

/**
 * One listener for every `SmartImage` of the page, mounted once with the providers: load and error
 * events do not bubble, so it listens while they travel down to the picture.
 */
export function SmartImageWatcher() {
  useEffect(() => {
    document.addEventListener('load', onImageEvent, true);
    document.addEventListener('error', onImageEvent, true);
    // Pictures that finished before this script ran. `decode` tells a broken one from a good one:
    // `naturalWidth` cannot, as a picture chosen from a srcset is scaled by its density, so a small
    // file shown wide (a 1-pixel picture for a 1536w candidate) reads 0 wide and would be taken for
    // broken.
    for (const image of document.querySelectorAll<HTMLImageElement>('img[data-fallback-src]')) {
      if (image.complete) {
        image.decode().then(
          () => settle(image, false),
          () => settle(image, true),
        );
      }
    }
    return () => {
      document.removeEventListener('load', onImageEvent, true);
      document.removeEventListener('error', onImageEvent, true);
    };
  }, []);
  return null;
}
