/**
 * A flat map around one place: equirectangular at the place's latitude, which is exact enough over
 * the few kilometres between neighbouring projects. Everything given is fitted into the frame.
 */
export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface MapFrame {
  width: number;
  height: number;
  padding: number;
}

const KM_PER_DEGREE = 111.32;

export function createLocalMap(center: GeoPoint, points: readonly GeoPoint[], frame: MapFrame) {
  const cos = Math.cos((center.lat * Math.PI) / 180);
  const toKm = (point: GeoPoint) => ({ x: (point.lng - center.lng) * cos * KM_PER_DEGREE, y: (center.lat - point.lat) * KM_PER_DEGREE });
  const all = [center, ...points].map(toKm);
  // Symmetric around the centre, so the project stays in the middle; at least 1 km each way.
  const reachX = Math.max(1, ...all.map((point) => Math.abs(point.x)));
  const reachY = Math.max(1, ...all.map((point) => Math.abs(point.y)));
  const scale = Math.min((frame.width / 2 - frame.padding) / reachX, (frame.height / 2 - frame.padding) / reachY);

  return {
    /** Pixels per kilometre. */
    scale,
    project(point: GeoPoint) {
      const km = toKm(point);
      return { x: Math.round((frame.width / 2 + km.x * scale) * 10) / 10, y: Math.round((frame.height / 2 + km.y * scale) * 10) / 10 };
    },
  };
}

/** A round length for the scale bar that takes at most `maxPixels` (1, 2, 5, 10… km or 100, 200, 500 m). */
export function scaleBar(scale: number, maxPixels: number): { km: number; pixels: number } {
  const steps = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500];
  const km = [...steps].reverse().find((step) => step * scale <= maxPixels) ?? steps[0]!;
  return { km, pixels: Math.round(km * scale) };
}
