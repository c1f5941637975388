// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GATE_SCRIPT } from '../../scripts-after-paint.mjs';

declare global {
  var __scriptAfterPaint: (src: string) => void;
}

function page(head: string, body = '') {
  document.head.innerHTML = head;
  document.body.innerHTML = body;
  new Function(GATE_SCRIPT)();
  const added = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
  return { queue: (src: string) => window.__scriptAfterPaint(src), added };
}

/** Runs a story whose animation frames are drawn only when it calls `drawFrame`. */
async function withFrames(story: (drawFrame: () => Promise<void>) => Promise<void>) {
  const frames: FrameRequestCallback[] = [];
  const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  try {
    await story(async () => {
      for (const callback of frames.splice(0)) callback(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  } finally {
    frame.mockRestore();
  }
}

const HERO_PRELOAD = '<link rel="preload" as="image" fetchPriority="high" href="/hero.png">';
const HERO = '<img fetchpriority="high" src="/hero.png">';

describe('the head script of a page whose scripts start after its first paint', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('adds the scripts at once, async and in order, on a page without a largest picture', () => {
    const { queue, added } = page('');
    queue('/_next/static/chunks/a.js');
    queue('/_next/static/chunks/b.js');
    expect(added()).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    expect((document.head.querySelector('script[src]') as HTMLScriptElement).async).toBe(true);
  });

  it('holds them while the largest picture loads, and lets them go on the first touch, one per task', async () => {
    const { queue, added } = page(HERO_PRELOAD, HERO);
    queue('/_next/static/chunks/a.js');
    queue('/_next/static/chunks/b.js');
    queue('/_next/static/chunks/c.js');
    expect(added()).toEqual([]);
    window.dispatchEvent(new Event('pointerdown'));
    expect(added()).toEqual(['/_next/static/chunks/a.js']);
    await vi.waitFor(() => expect(added()).toHaveLength(3));
    expect(added()).toEqual(['a', 'b', 'c'].map((name) => `/_next/static/chunks/${name}.js`));
    queue('/_next/static/chunks/d.js');
    expect(added()).toEqual(['a', 'b', 'c', 'd'].map((name) => `/_next/static/chunks/${name}.js`));
  });

  it('lets them go after two and a half seconds at the latest, as in a tab opened in the background', () => {
    vi.useFakeTimers();
    try {
      const { queue, added } = page(HERO_PRELOAD, HERO);
      queue('/_next/static/chunks/a.js');
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(2400);
      expect(added()).toEqual([]);
      vi.advanceTimersByTime(100);
      expect(added()).toEqual(['/_next/static/chunks/a.js']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets them go once the page has painted and a frame has shown its loaded largest picture', async () => {
    await withFrames(async (drawFrame) => {
      const { queue, added } = page(HERO_PRELOAD, HERO);
      queue('/_next/static/chunks/a.js');
      await drawFrame();
      expect(added()).toEqual([]);
      document.querySelector('img')!.dispatchEvent(new Event('load'));
      await drawFrame();
      expect(added()).toEqual([]);
      await drawFrame();
      expect(added()).toEqual(['/_next/static/chunks/a.js']);
    });
  });

  it('puts a disabled link beside a first visit’s inline stylesheets before the scripts start, and prefetches the files after the load', async () => {
    const inline =
      '<style data-precedence="next" data-href="/_next/static/chunks/a.css" data-fonts="/_next/static/media/f.woff2 /_next/static/media/g.woff2">.a{}</style>';
    const order: string[] = [];
    const watcher = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) order.push(`${node.nodeName} ${(node as Element).getAttribute('rel') ?? ''}`.trim());
    });
    const { queue } = page(inline);
    watcher.observe(document.head, { childList: true });
    queue('/_next/static/chunks/a.js');
    await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(3));
    watcher.disconnect();
    expect(order.slice(0, 2)).toEqual(['LINK stylesheet', 'SCRIPT']);
    const link = document.head.querySelector('link[rel="stylesheet"]')!;
    expect(link.getAttribute('href')).toBe('/_next/static/chunks/a.css');
    expect(link.hasAttribute('disabled')).toBe(true);
    expect(link.getAttribute('data-precedence')).toBe('next');
    expect(link.previousElementSibling?.nodeName).toBe('STYLE');
    const prefetched = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    expect(prefetched.map((element) => element.getAttribute('href'))).toEqual([
      '/_next/static/chunks/a.css',
      '/_next/static/media/f.woff2',
      '/_next/static/media/g.woff2',
    ]);
    expect(prefetched.every((element) => element.crossOrigin === '')).toBe(true);
    queue('/_next/static/chunks/b.js');
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
  });

  it('prefetches a first visit’s files only once the held scripts are let go, not at the window’s load', async () => {
    const inline = '<style data-precedence="next" data-href="/_next/static/chunks/a.css">.a{}</style>';
    const { queue, added } = page(`${inline}${HERO_PRELOAD}`, HERO);
    queue('/_next/static/chunks/a.js');
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
    window.dispatchEvent(new Event('pointerdown'));
    expect(added()).toEqual(['/_next/static/chunks/a.js']);
    await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(1));
  });

  it('waits for the largest picture to be decoded, not only loaded, before the frames that let the scripts go', async () => {
    await withFrames(async (drawFrame) => {
      const { queue, added } = page(HERO_PRELOAD, HERO);
      let decoded: () => void = () => {};
      document.querySelector('img')!.decode = () => new Promise<void>((resolve) => (decoded = resolve));
      queue('/_next/static/chunks/a.js');
      await drawFrame();
      document.querySelector('img')!.dispatchEvent(new Event('load'));
      for (let count = 0; count < 3; count++) await drawFrame();
      expect(added()).toEqual([]);
      decoded();
      await drawFrame();
      await drawFrame();
      await drawFrame();
      expect(added()).toEqual(['/_next/static/chunks/a.js']);
    });
  });
});
