import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SmartImageWatcher } from './smart-image-watcher';

const FALLBACK = '/images/image-fallback.svg';

/**
 * A picture's box as `SmartImage` renders it, already finished before the watcher mounts: jsdom
 * loads no pictures, so `complete`, the size and `decode` are set as the browser would report them.
 */
function finishedPicture({ naturalWidth, decodes }: { naturalWidth: number; decodes: boolean }) {
  const box = document.createElement('div');
  box.dataset.smartImage = '';
  const image = document.createElement('img');
  image.src = '/_next/image?url=%2Ffiles%2Fimages%2Fuploads%2Fbanner.png&w=1536&q=75';
  image.srcset = '/_next/image?url=%2Ffiles%2Fimages%2Fuploads%2Fbanner.png&w=1536&q=75 1536w';
  image.dataset.fallbackSrc = FALLBACK;
  Object.defineProperties(image, {
    complete: { value: true },
    naturalWidth: { value: naturalWidth },
    decode: { value: () => (decodes ? Promise.resolve() : Promise.reject(new DOMException('broken', 'EncodingError'))) },
  });
  box.append(image);
  document.body.append(box);
  return { box, image };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('SmartImageWatcher', () => {
  it('marks a finished picture loaded even when its srcset density makes it read 0 pixels wide', async () => {
    const { box, image } = finishedPicture({ naturalWidth: 0, decodes: true });
    render(<SmartImageWatcher />);
    await waitFor(() => expect(box.dataset.status).toBe('loaded'));
    expect(image.getAttribute('src')).toContain('banner.png');
    expect(image.getAttribute('srcset')).not.toBeNull();
  });

  it('puts the fallback picture in place of one that finished broken', async () => {
    const { box, image } = finishedPicture({ naturalWidth: 0, decodes: false });
    render(<SmartImageWatcher />);
    await waitFor(() => expect(box.dataset.status).toBe('failed'));
    expect(image.getAttribute('src')).toBe(FALLBACK);
    expect(image.getAttribute('srcset')).toBeNull();
  });

  it('puts the fallback in place when a picture fails after the watcher is listening', async () => {
    render(<SmartImageWatcher />);
    const box = document.createElement('div');
    box.dataset.smartImage = '';
    const image = document.createElement('img');
    image.src = '/files/images/uploads/missing.png';
    image.dataset.fallbackSrc = FALLBACK;
    box.append(image);
    document.body.append(box);
    image.dispatchEvent(new Event('error'));
    expect(box.dataset.status).toBe('failed');
    expect(image.getAttribute('src')).toBe(FALLBACK);
  });
});
