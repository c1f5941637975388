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

  clone(): Canvas {
    const copy = new Canvas(this.width, this.height);
    copy.data.set(this.data);
    return copy;
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

  /** Lays a colour over a band whose opacity runs from `alpha0` at x0 to `alpha1` at x1. */
  horizontalFade(color: Rgb, x0: number, x1: number, alpha0: number, alpha1: number): void {
    for (let x = Math.max(0, Math.floor(x0)); x < Math.min(this.width, x1); x++) {
      const alpha = alpha0 + ((alpha1 - alpha0) * (x - x0)) / Math.max(1, x1 - x0);
      for (let y = 0; y < this.height; y++) this.blend(x, y, color, alpha);
    }
  }

  /** The same fade from top (y0) to bottom (y1). */
  verticalFade(color: Rgb, y0: number, y1: number, alpha0: number, alpha1: number): void {
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.height, y1); y++) {
      const alpha = alpha0 + ((alpha1 - alpha0) * (y - y0)) / Math.max(1, y1 - y0);
      for (let x = 0; x < this.width; x++) this.blend(x, y, color, alpha);
    }
  }

  diagonalGradient(from: Rgb, to: Rgb): void {
    const span = this.width + this.height;
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) this.blend(x, y, mix(from, to, (x + y) / span), 1);
    }
  }

  fillRect(x: number, y: number, w: number, h: number, color: Rgb, alpha = 1): void {
    if (Number.isInteger(x) && Number.isInteger(y) && Number.isInteger(w) && Number.isInteger(h)) {
      for (let py = Math.max(0, y); py < Math.min(this.height, y + h); py++) {
        for (let px = Math.max(0, x); px < Math.min(this.width, x + w); px++) this.blend(px, py, color, alpha);
      }
      return;
    }
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
    for (let i = 0; i < steps; i++)
      points.push([cx + r * Math.cos((i / steps) * Math.PI * 2), cy + r * Math.sin((i / steps) * Math.PI * 2)]);
    this.fillPolygon(points, color, alpha);
  }

  fillPolygon(points: readonly Point[], color: Rgb, alpha = 1): void {
    this.fillContours([points], color, alpha);
  }

  /**
   * Non-zero winding fill of closed contours, with four sub-scanlines per row and exact horizontal
   * coverage: smooth enough for glyph outlines. Edges and crossings live in flat typed arrays
   * because a banner fills thousands of shapes.
   */
  fillContours(contours: readonly (readonly Point[])[], color: Rgb, alpha = 1): void {
    let edgeCount = 0;
    for (const contour of contours) edgeCount += contour.length;
    const edges = new Float64Array(edgeCount * 5);
    let n = 0;
    let minY = Infinity;
    let maxY = -Infinity;
    let minX = Infinity;
    let maxX = -Infinity;
    for (const contour of contours) {
      for (let i = 0; i < contour.length; i++) {
        const a = contour[i] as Point;
        const b = contour[(i + 1) % contour.length] as Point;
        if (a[1] === b[1]) continue;
        const down = b[1] > a[1];
        const [lo, hi] = down ? [a, b] : [b, a];
        edges.set([lo[0], lo[1], hi[0], hi[1], down ? 1 : -1], n * 5);
        n++;
        minY = Math.min(minY, lo[1]);
        maxY = Math.max(maxY, hi[1]);
        minX = Math.min(minX, a[0], b[0]);
        maxX = Math.max(maxX, a[0], b[0]);
      }
    }
    if (n === 0) return;
    const x0 = Math.max(0, Math.floor(minX));
    const x1 = Math.min(this.width, Math.ceil(maxX) + 1);
    const coverage = new Float32Array(this.width + 1);
    const crossX = new Float64Array(n);
    const crossDir = new Int8Array(n);
    for (let y = Math.max(0, Math.floor(minY)); y < Math.min(this.height, Math.ceil(maxY)); y++) {
      coverage.fill(0, x0, x1);
      let touched = false;
      for (let s = 0; s < SUBSAMPLES; s++) {
        const sy = y + (s + 0.5) / SUBSAMPLES;
        let count = 0;
        for (let e = 0; e < n; e++) {
          const o = e * 5;
          const ey0 = edges[o + 1] as number;
          const ey1 = edges[o + 3] as number;
          if (sy < ey0 || sy >= ey1) continue;
          const ex0 = edges[o] as number;
          const x = ex0 + ((sy - ey0) / (ey1 - ey0)) * ((edges[o + 2] as number) - ex0);
          const dir = edges[o + 4] as number;
          // Insertion sort: a scanline crosses only a handful of edges.
          let k = count++;
          while (k > 0 && (crossX[k - 1] as number) > x) {
            crossX[k] = crossX[k - 1] as number;
            crossDir[k] = crossDir[k - 1] as number;
            k--;
          }
          crossX[k] = x;
          crossDir[k] = dir;
        }
        let winding = 0;
        for (let i = 0; i < count - 1; i++) {
          winding += crossDir[i] as number;
          if (winding === 0) continue;
          const xa = Math.max(0, crossX[i] as number);
          const xb = Math.min(this.width, crossX[i + 1] as number);
          for (let px = Math.floor(xa); px < xb; px++) {
            coverage[px] = (coverage[px] as number) + (Math.min(xb, px + 1) - Math.max(xa, px)) / SUBSAMPLES;
          }
          touched = true;
        }
      }
      if (!touched) continue;
      for (let x = x0; x < x1; x++) {
        const c = coverage[x] as number;
        if (c > 0) this.blend(x, y, color, alpha * Math.min(1, c));
      }
    }
  }

  toPng(): Buffer {
    return encodePng(this.width, this.height, this.data);
  }
}
