import { encodePng } from './png.js';

export type Rgb = readonly [number, number, number];
export type Point = readonly [number, number];

/** `#b2842d` → [178, 132, 45]. */
export function hex(color: string): Rgb {
  const value = Number.parseInt(color.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

const SUBSAMPLES = 4;

/** A small RGB raster with anti-aliased shapes, enough to draw banners, covers, logos and text. */
export class Canvas {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 3);
  }

  private blend(x: number, y: number, color: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const i = (y * this.width + x) * 3;
    const a = Math.min(alpha, 1);
    this.data[i] = (this.data[i] as number) + (color[0] - (this.data[i] as number)) * a;
    this.data[i + 1] = (this.data[i + 1] as number) + (color[1] - (this.data[i + 1] as number)) * a;
    this.data[i + 2] = (this.data[i + 2] as number) + (color[2] - (this.data[i + 2] as number)) * a;
  }

  verticalGradient(top: Rgb, bottom: Rgb, y0 = 0, y1 = this.height): void {
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.height, y1); y++) {
      const color = mix(top, bottom, (y - y0) / Math.max(1, y1 - y0));
      for (let x = 0; x < this.width; x++) this.blend(x, y, color, 1);
    }
  }

  diagonalGradient(from: Rgb, to: Rgb): void {
    const span = this.width + this.height;
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) this.blend(x, y, mix(from, to, (x + y) / span), 1);
    }
  }

  fillRect(x: number, y: number, w: number, h: number, color: Rgb, alpha = 1): void {
    this.fillPolygon(
      [
        [x, y],
        [x + w, y],
        [x + w, y + h],
        [x, y + h],
      ],
      color,
      alpha,
    );
  }

  fillCircle(cx: number, cy: number, r: number, color: Rgb, alpha = 1): void {
    const steps = Math.max(24, Math.ceil(r * 1.5));
    const points: Point[] = [];
    for (let i = 0; i < steps; i++) points.push([cx + r * Math.cos((i / steps) * Math.PI * 2), cy + r * Math.sin((i / steps) * Math.PI * 2)]);
    this.fillPolygon(points, color, alpha);
  }

  fillPolygon(points: readonly Point[], color: Rgb, alpha = 1): void {
    this.fillContours([points], color, alpha);
  }

  /**
   * Non-zero winding fill of closed contours, with four sub-scanlines per row and exact horizontal
   * coverage: smooth enough for glyph outlines.
   */
  fillContours(contours: readonly (readonly Point[])[], color: Rgb, alpha = 1): void {
    const edges: { x0: number; y0: number; x1: number; y1: number; dir: number }[] = [];
    let minY = Infinity;
    let maxY = -Infinity;
    for (const contour of contours) {
      for (let i = 0; i < contour.length; i++) {
        const a = contour[i] as Point;
        const b = contour[(i + 1) % contour.length] as Point;
        if (a[1] === b[1]) continue;
        const dir = b[1] > a[1] ? 1 : -1;
        const [lo, hi] = dir === 1 ? [a, b] : [b, a];
        edges.push({ x0: lo[0], y0: lo[1], x1: hi[0], y1: hi[1], dir });
        minY = Math.min(minY, lo[1]);
        maxY = Math.max(maxY, hi[1]);
      }
    }
    if (edges.length === 0) return;
    const coverage = new Float32Array(this.width + 1);
    const crossings: { x: number; dir: number }[] = [];
    for (let y = Math.max(0, Math.floor(minY)); y < Math.min(this.height, Math.ceil(maxY)); y++) {
      coverage.fill(0);
      let touched = false;
      for (let s = 0; s < SUBSAMPLES; s++) {
        const sy = y + (s + 0.5) / SUBSAMPLES;
        crossings.length = 0;
        for (const e of edges) {
          if (sy < e.y0 || sy >= e.y1) continue;
          crossings.push({ x: e.x0 + ((sy - e.y0) / (e.y1 - e.y0)) * (e.x1 - e.x0), dir: e.dir });
        }
        if (crossings.length < 2) continue;
        crossings.sort((p, q) => p.x - q.x);
        let winding = 0;
        for (let i = 0; i < crossings.length - 1; i++) {
          winding += (crossings[i] as { dir: number }).dir;
          if (winding === 0) continue;
          const xa = Math.max(0, (crossings[i] as { x: number }).x);
          const xb = Math.min(this.width, (crossings[i + 1] as { x: number }).x);
          for (let px = Math.floor(xa); px < xb; px++) {
            coverage[px] = (coverage[px] as number) + (Math.min(xb, px + 1) - Math.max(xa, px)) / SUBSAMPLES;
          }
          touched = true;
        }
      }
      if (!touched) continue;
      for (let x = 0; x < this.width; x++) {
        const c = coverage[x] as number;
        if (c > 0) this.blend(x, y, color, alpha * Math.min(1, c));
      }
    }
  }

  toPng(): Buffer {
    return encodePng(this.width, this.height, this.data);
  }
}
