import { VIETNAM_ISLANDS, VIETNAM_MAINLAND } from './vietnam-outline';

/**
 * The schematic map's frame: an equirectangular projection scaled for Vietnam's middle latitude,
 * wide enough to the east for the Hoàng Sa and Trường Sa archipelagos.
 */
const WEST = 101.8;
const EAST = 116.2;
const NORTH = 23.7;
const SOUTH = 7.9;
const PIXELS_PER_DEGREE = 40;
const LONGITUDE_SCALE = Math.cos((16 * Math.PI) / 180);

export const MAP_WIDTH = Math.round((EAST - WEST) * PIXELS_PER_DEGREE * LONGITUDE_SCALE);
export const MAP_HEIGHT = Math.round((NORTH - SOUTH) * PIXELS_PER_DEGREE);

export interface Point {
  x: number;
  y: number;
}

export function projectLatLng(lat: number, lng: number): Point {
  return {
    x: Math.round((lng - WEST) * PIXELS_PER_DEGREE * LONGITUDE_SCALE * 10) / 10,
    y: Math.round((NORTH - lat) * PIXELS_PER_DEGREE * 10) / 10,
  };
}

function ringPath(ring: readonly (readonly [number, number])[]): string {
  return `${ring
    .map(([lng, lat], index) => {
      const { x, y } = projectLatLng(lat, lng);
      return `${index === 0 ? 'M' : 'L'}${x} ${y}`;
    })
    .join('')}Z`;
}

/** The land as one SVG path: the mainland and the larger islands. */
export const VIETNAM_PATH = [VIETNAM_MAINLAND, ...VIETNAM_ISLANDS].map(ringPath).join('');

/** Centre points of the two archipelagos, drawn as dotted groups with their names. */
export const ARCHIPELAGOS = {
  paracel: projectLatLng(16.5, 112.0),
  spratly: projectLatLng(9.6, 114.0),
} as const;

/** Bubble radius for a number of reports: visible for one, growing slowly with more. */
export function bubbleRadius(count: number): number {
  if (count <= 0) return 3.5;
  return Math.min(14, 5 + Math.sqrt(count) * 1.8);
}
