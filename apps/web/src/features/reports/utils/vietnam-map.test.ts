import { describe, expect, it } from 'vitest';
import { bubbleRadius, MAP_HEIGHT, MAP_WIDTH, projectLatLng, VIETNAM_PATH } from './vietnam-map';
import { PROVINCE_CAPITALS } from './province-positions';

describe('projectLatLng', () => {
  it('puts the north above the south and the east right of the west', () => {
    const hanoi = projectLatLng(21.028, 105.854);
    const saigon = projectLatLng(10.776, 106.701);
    expect(hanoi.y).toBeLessThan(saigon.y);
    expect(saigon.x).toBeGreaterThan(hanoi.x);
  });

  it('keeps every provincial capital inside the frame', () => {
    const points = Object.values(PROVINCE_CAPITALS).map(([lat, lng]) => projectLatLng(lat, lng));
    expect(points).toHaveLength(63);
    for (const { x, y } of points) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(MAP_WIDTH);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(MAP_HEIGHT);
    }
  });
});

describe('VIETNAM_PATH', () => {
  it('is a closed SVG path of the mainland and islands', () => {
    expect(VIETNAM_PATH.startsWith('M')).toBe(true);
    expect(VIETNAM_PATH.match(/Z/g)?.length).toBeGreaterThan(1);
  });
});

describe('bubbleRadius', () => {
  it('grows with the number of reports, within bounds', () => {
    expect(bubbleRadius(0)).toBeLessThan(bubbleRadius(1));
    expect(bubbleRadius(1)).toBeLessThan(bubbleRadius(9));
    expect(bubbleRadius(10_000)).toBe(14);
  });
});
