import { describe, expect, it } from 'vitest';
import { createLocalMap, scaleBar } from './local-map';

const frame = { width: 640, height: 400, padding: 40 };

describe('createLocalMap', () => {
  it('puts the centre in the middle and the others around it, north up', () => {
    const center = { lat: 21.0452, lng: 105.8791 };
    const map = createLocalMap(
      center,
      [
        { lat: 21.0478, lng: 105.8168 },
        { lat: 20.9874, lng: 105.8637 },
      ],
      frame,
    );
    expect(map.project(center)).toEqual({ x: 320, y: 200 });
    const west = map.project({ lat: 21.0478, lng: 105.8168 });
    const south = map.project({ lat: 20.9874, lng: 105.8637 });
    expect(west.x).toBeLessThan(320);
    expect(south.y).toBeGreaterThan(200);
  });

  it('keeps every point inside the frame, padding included', () => {
    const center = { lat: 10.776, lng: 106.701 };
    const points = [
      { lat: 10.9, lng: 106.5 },
      { lat: 10.6, lng: 106.9 },
      { lat: 10.78, lng: 106.7 },
    ];
    const map = createLocalMap(center, points, frame);
    for (const point of points.map(map.project)) {
      expect(point.x).toBeGreaterThanOrEqual(40);
      expect(point.x).toBeLessThanOrEqual(600);
      expect(point.y).toBeGreaterThanOrEqual(40);
      expect(point.y).toBeLessThanOrEqual(360);
    }
  });

  it('shows at least a kilometre around a lone project', () => {
    const map = createLocalMap({ lat: 16, lng: 108 }, [], frame);
    expect(map.scale).toBeCloseTo(160, 0);
  });
});

describe('scaleBar', () => {
  it('picks the longest round length that fits', () => {
    expect(scaleBar(30, 120)).toEqual({ km: 2, pixels: 60 });
    expect(scaleBar(500, 120)).toEqual({ km: 0.2, pixels: 100 });
  });
});
