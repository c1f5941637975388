import type { Random } from '../random.js';
import { Canvas, hex, mix, type Rgb } from './canvas.js';
import { drawText, measureText, wrapText } from './text.js';

export interface Palette {
  skyTop: Rgb;
  skyBottom: Rgb;
  sun: Rgb;
  far: Rgb;
  near: Rgb;
  window: Rgb;
}

export const BRAND = hex('#b2842d');
const WHITE: Rgb = [255, 255, 255];
const INK = hex('#141b2d');

export const palettes: Palette[] = [
  {
    skyTop: hex('#1c2438'),
    skyBottom: hex('#c8963a'),
    sun: hex('#f6d58e'),
    far: hex('#4a4660'),
    near: hex('#161c2c'),
    window: hex('#f3c969'),
  },
  {
    skyTop: hex('#2b3a67'),
    skyBottom: hex('#f2c57c'),
    sun: hex('#fff1c9'),
    far: hex('#6a6f93'),
    near: hex('#232b4a'),
    window: hex('#ffe29a'),
  },
  {
    skyTop: hex('#12354a'),
    skyBottom: hex('#8fc7c1'),
    sun: hex('#fdf6e3'),
    far: hex('#5d8c93'),
    near: hex('#173a47'),
    window: hex('#e8d9a8'),
  },
  {
    skyTop: hex('#3a1c32'),
    skyBottom: hex('#e0875f'),
    sun: hex('#ffd29d'),
    far: hex('#7a4a5c'),
    near: hex('#2a1625'),
    window: hex('#ffc878'),
  },
  {
    skyTop: hex('#0b1020'),
    skyBottom: hex('#34466f'),
    sun: hex('#e9edf7'),
    far: hex('#2c3858'),
    near: hex('#0d1222'),
    window: hex('#f7d774'),
  },
];

function buildingLayer(canvas: Canvas, random: Random, base: number, minHeight: number, maxHeight: number, color: Rgb, lights?: Rgb): void {
  let x = -random.int(0, 40);
  while (x < canvas.width) {
    const w = random.int(Math.round(canvas.width / 40), Math.round(canvas.width / 14));
    const h = random.int(minHeight, maxHeight);
    const top = base - h;
    canvas.fillRect(x, top, w, h, color);
    if (random.chance(0.3)) canvas.fillRect(x + w * 0.3, top - h * 0.12, w * 0.4, h * 0.12, color);
    if (random.chance(0.2))
      canvas.fillPolygon(
        [
          [x, top],
          [x + w / 2, top - w * 0.35],
          [x + w, top],
        ],
        color,
      );
    if (lights) {
      const cell = Math.max(6, Math.round(w / 5));
      for (let wy = top + cell; wy < base - cell; wy += cell * 1.4) {
        for (let wx = x + cell * 0.6; wx < x + w - cell; wx += cell) {
          if (random.chance(0.45))
            canvas.fillRect(Math.round(wx), Math.round(wy), Math.round(cell * 0.5), Math.round(cell * 0.6), lights, 0.85);
        }
      }
    }
    x += w + random.int(2, Math.round(canvas.width / 60));
  }
}

/** A city at dusk: sky, sun, two layers of towers with lit windows and a river. */
export function drawSkyline(canvas: Canvas, random: Random, palette: Palette, horizon = 0.82): void {
  const ground = Math.round(canvas.height * horizon);
  canvas.verticalGradient(palette.skyTop, palette.skyBottom, 0, ground);
  const r = Math.min(canvas.width, canvas.height) * 0.12;
  const sunX = canvas.width * (0.55 + random.next() * 0.3);
  const sunY = canvas.height * (0.22 + random.next() * 0.15);
  canvas.fillCircle(sunX, sunY, r * 1.7, palette.sun, 0.15);
  canvas.fillCircle(sunX, sunY, r, palette.sun, 0.95);
  buildingLayer(canvas, random, ground, canvas.height * 0.18, canvas.height * 0.5, palette.far);
  buildingLayer(canvas, random, ground, canvas.height * 0.1, canvas.height * 0.38, palette.near, palette.window);
  canvas.verticalGradient(mix(palette.near, palette.skyBottom, 0.35), palette.near, ground, canvas.height);
  for (let y = ground + 6; y < canvas.height; y += 9) {
    canvas.fillRect(random.int(0, canvas.width), y, random.int(20, canvas.width / 6), 2, palette.window, 0.25);
  }
}

export interface BannerText {
  kicker: string;
  title: string;
  subtitle: string;
  action: string;
}

export function drawBanner(width: number, height: number, random: Random, palette: Palette, text: BannerText): Canvas {
  const canvas = new Canvas(width, height);
  const portrait = height > width;
  drawSkyline(canvas, random, palette, portrait ? 0.92 : 0.86);
  const margin = Math.round(width * (portrait ? 0.07 : 0.06));
  // Darken the side that carries the text so it stays readable over the scene.
  if (portrait) canvas.verticalFade(INK, 0, height * 0.7, 0.85, 0);
  else canvas.horizontalFade(INK, 0, width * 0.65, 0.9, 0);
  const titleSize = portrait ? width * 0.075 : height * 0.09;
  const maxWidth = portrait ? width - margin * 2 : width * 0.5;
  let y = portrait ? height * 0.12 : height * 0.26;
  drawText(canvas, text.kicker.toUpperCase(), margin, y, { size: titleSize * 0.38, color: BRAND, weight: 'bold' });
  y += titleSize * 1.3;
  for (const line of wrapText(text.title, maxWidth, { size: titleSize, color: WHITE, weight: 'bold' })) {
    drawText(canvas, line, margin, y, { size: titleSize, color: WHITE, weight: 'bold' });
    y += titleSize * 1.2;
  }
  y += titleSize * 0.1;
  const subtitleSize = titleSize * 0.42;
  for (const line of wrapText(text.subtitle, maxWidth, { size: subtitleSize, color: WHITE })) {
    drawText(canvas, line, margin, y, { size: subtitleSize, color: WHITE, alpha: 0.85 });
    y += subtitleSize * 1.5;
  }
  const buttonHeight = subtitleSize * 2.4;
  const buttonTop = y + subtitleSize * 0.6;
  const label = { size: subtitleSize, color: WHITE, weight: 'bold' as const };
  const labelWidth = measureText(text.action, label);
  canvas.fillRect(margin, buttonTop, labelWidth + subtitleSize * 2.4, buttonHeight, BRAND);
  drawText(canvas, text.action, margin + subtitleSize * 1.2, buttonTop + buttonHeight * 0.66, label);
  return canvas;
}

export function drawCoverBackground(width: number, height: number, random: Random, palette: Palette): Canvas {
  const canvas = new Canvas(width, height);
  drawSkyline(canvas, random, palette, 0.78);
  return canvas;
}

/** A report or article cover: a city scene (shared between covers) with the title on a dark band. */
export function drawCover(background: Canvas, kicker: string, title: string): Canvas {
  const canvas = background.clone();
  const { width, height } = canvas;
  const size = height * 0.075;
  const lines = wrapText(title, width * 0.86, { size, color: WHITE, weight: 'bold' }).slice(0, 3);
  const bandTop = height - (lines.length * size * 1.25 + size * 2.6);
  canvas.fillRect(0, bandTop, width, height - bandTop, INK, 0.82);
  canvas.fillRect(0, bandTop, width, 4, BRAND);
  let y = bandTop + size * 1.35;
  drawText(canvas, kicker.toUpperCase(), width * 0.07, y, { size: size * 0.5, color: BRAND, weight: 'bold' });
  y += size * 1.3;
  for (const line of lines) {
    drawText(canvas, line, width * 0.07, y, { size, color: WHITE, weight: 'bold' });
    y += size * 1.25;
  }
  return canvas;
}

/** A project photo stand-in: one highlighted tower in front of the city. */
export function drawProjectScene(width: number, height: number, random: Random, palette: Palette): Canvas {
  const canvas = new Canvas(width, height);
  drawSkyline(canvas, random, palette, 0.84);
  const ground = height * 0.84;
  const towerWidth = width * (0.12 + random.next() * 0.06);
  const left = width * (0.3 + random.next() * 0.3);
  const top = height * (0.12 + random.next() * 0.1);
  const body = mix(palette.near, BRAND, 0.55);
  canvas.fillRect(left, top, towerWidth, ground - top, body);
  canvas.fillRect(left + towerWidth * 0.72, top, towerWidth * 0.28, ground - top, mix(body, INK, 0.35));
  const floor = Math.max(8, Math.round(height / 40));
  for (let y = top + floor; y < ground - floor; y += floor) canvas.fillRect(left + 4, y, towerWidth * 0.68, 2, palette.window, 0.7);
  canvas.fillRect(left - towerWidth * 0.6, ground - height * 0.12, towerWidth * 2.2, height * 0.12, mix(body, INK, 0.2));
  for (let i = 0; i < 9; i++) {
    const x = random.int(0, width);
    canvas.fillCircle(x, ground + 2, random.int(8, 18), hex('#2f5d3a'), 0.95);
  }
  return canvas;
}

/** A round badge with initials, for investor logos and avatars. */
export function drawInitials(size: number, initials: string, background: Rgb, foreground: Rgb = WHITE): Canvas {
  const canvas = new Canvas(size, size);
  canvas.verticalGradient([250, 248, 243], [240, 235, 224]);
  canvas.fillCircle(size / 2, size / 2, size * 0.46, background);
  canvas.fillCircle(size / 2, size / 2, size * 0.4, mix(background, WHITE, 0.12));
  const style = { size: size * (initials.length > 2 ? 0.26 : 0.34), color: foreground, weight: 'bold' as const };
  const width = measureText(initials, style);
  drawText(canvas, initials, (size - width) / 2, size / 2 + style.size * 0.36, style);
  return canvas;
}
