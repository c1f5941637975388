import { describe, expect, it } from 'vitest';
import { nextHeaderState, type HeaderScrollState } from './use-header-visibility';

const scroll = (positions: number[], start: HeaderScrollState = { visible: true, anchorY: 0 }) =>
  positions.reduce((state, y) => nextHeaderState(state, y), start);

describe('nextHeaderState', () => {
  it('hides the header after scrolling down more than 10 px', () => {
    expect(scroll([10]).visible).toBe(true);
    expect(scroll([11]).visible).toBe(false);
  });

  it('adds up small movements measured from where the header last changed', () => {
    expect(scroll([4, 8, 12]).visible).toBe(false);
  });

  it('shows the header again after scrolling up more than 10 px', () => {
    const hidden = scroll([300]);
    expect(hidden).toEqual({ visible: false, anchorY: 300 });
    expect(nextHeaderState(hidden, 292).visible).toBe(false);
    expect(nextHeaderState(hidden, 289).visible).toBe(true);
  });

  it('measures the way back up from the lowest point reached', () => {
    expect(scroll([300, 800, 795]).visible).toBe(false);
    expect(scroll([300, 800, 780]).visible).toBe(true);
  });

  it('always shows the header at the top of the page', () => {
    expect(nextHeaderState({ visible: false, anchorY: 5 }, 0)).toEqual({ visible: true, anchorY: 0 });
  });
});
