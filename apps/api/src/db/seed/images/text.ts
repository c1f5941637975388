import fontkit from '@pdf-lib/fontkit';
import type { Canvas, Point, Rgb } from './canvas.js';
import { boldFont, regularFont } from '../fonts.js';

type Font = ReturnType<typeof fontkit.create>;

const fonts = new Map<'regular' | 'bold', Font>();

function font(weight: 'regular' | 'bold'): Font {
  let loaded = fonts.get(weight);
  if (!loaded) {
    loaded = fontkit.create(weight === 'bold' ? boldFont() : regularFont());
    fonts.set(weight, loaded);
  }
  return loaded;
}

const CURVE_STEPS = 6;

/** Collects a glyph outline as straight-line contours, flattening the curves. */
class ContourPen {
  readonly contours: Point[][] = [];
  private current: Point[] = [];
  private last: Point = [0, 0];

  constructor(private readonly transform: (x: number, y: number) => Point) {}

  moveTo(x: number, y: number): void {
    this.closePath();
    this.last = [x, y];
    this.current = [this.transform(x, y)];
  }

  lineTo(x: number, y: number): void {
    this.last = [x, y];
    this.current.push(this.transform(x, y));
  }

  quadraticCurveTo(cx: number, cy: number, x: number, y: number): void {
    const [sx, sy] = this.last;
    for (let i = 1; i <= CURVE_STEPS; i++) {
      const t = i / CURVE_STEPS;
      const u = 1 - t;
      this.current.push(this.transform(u * u * sx + 2 * u * t * cx + t * t * x, u * u * sy + 2 * u * t * cy + t * t * y));
    }
    this.last = [x, y];
  }

  bezierCurveTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): void {
    const [sx, sy] = this.last;
    for (let i = 1; i <= CURVE_STEPS; i++) {
      const t = i / CURVE_STEPS;
      const u = 1 - t;
      this.current.push(
        this.transform(
          u * u * u * sx + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t * x,
          u * u * u * sy + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t * y,
        ),
      );
    }
    this.last = [x, y];
  }

  closePath(): void {
    if (this.current.length > 2) this.contours.push(this.current);
    this.current = [];
  }
}

export interface TextStyle {
  size: number;
  color: Rgb;
  weight?: 'regular' | 'bold';
  alpha?: number;
}

export function measureText(text: string, style: TextStyle): number {
  const f = font(style.weight ?? 'regular');
  return (f.layout(text.normalize('NFC')).advanceWidth * style.size) / f.unitsPerEm;
}

/** Draws one line of text with its baseline at `y`; returns the width drawn. */
export function drawText(canvas: Canvas, text: string, x: number, y: number, style: TextStyle): number {
  const f = font(style.weight ?? 'regular');
  const scale = style.size / f.unitsPerEm;
  const run = f.layout(text.normalize('NFC'));
  let penX = 0;
  let penY = 0;
  const pen = new ContourPen((gx, gy) => [x + (penX + gx) * scale, y - (penY + gy) * scale]);
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    if (!position) return;
    const originX = penX;
    penX += position.xOffset;
    penY = position.yOffset;
    (glyph.path.toFunction() as (ctx: ContourPen) => void)(pen);
    pen.closePath();
    penX = originX + position.xAdvance;
  });
  canvas.fillContours(pen.contours, style.color, style.alpha ?? 1);
  return run.advanceWidth * scale;
}

/** Splits text into lines no wider than `maxWidth`. */
export function wrapText(text: string, maxWidth: number, style: TextStyle): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measureText(candidate, style) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
