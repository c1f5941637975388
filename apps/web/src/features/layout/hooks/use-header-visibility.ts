'use client';

import { useEffect, useState } from 'react';

/** Scroll movement (px) that must be exceeded before the header changes state, so a slight scroll does not toggle it. */
export const SCROLL_THRESHOLD = 10;

export interface HeaderScrollState {
  visible: boolean;
  /** Scroll position where the header last changed state; movements are measured from here. */
  anchorY: number;
}

export function nextHeaderState(state: HeaderScrollState, scrollY: number, threshold = SCROLL_THRESHOLD): HeaderScrollState {
  if (scrollY <= 0) return state.visible && state.anchorY === 0 ? state : { visible: true, anchorY: 0 };
  const moved = scrollY - state.anchorY;
  if (Math.abs(moved) <= threshold) return state;
  return { visible: moved < 0, anchorY: scrollY };
}

/** Hides the header while the page scrolls down and shows it again as soon as it scrolls up. */
export function useHeaderVisibility(): boolean {
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    let state: HeaderScrollState = { visible: true, anchorY: 0 };
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        state = nextHeaderState(state, window.scrollY);
        setVisible(state.visible);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // The page may have been scrolled (or restored further down) before the script was ready.
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return visible;
}
