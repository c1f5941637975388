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
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const drawFrame = async () => {
      for (const callback of frames.splice(0)) callback(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    try {
      const { queue, added } = page(HERO_PRELOAD, HERO);
      queue('/_next/static/chunks/a.js');
      await drawFrame();
      expect(added()).toEqual([]);
      document.querySelector('img')!.dispatchEvent(new Event('load'));
      await drawFrame();
      expect(added()).toEqual([]);
      await drawFrame();
      expect(added()).toEqual(['/_next/static/chunks/a.js']);
    } finally {
      frame.mockRestore();
    }
  });
});
