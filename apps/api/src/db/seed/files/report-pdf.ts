import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { boldFont, regularFont } from '../fonts.js';

export interface PdfSection {
  heading: string;
  paragraphs: string[];
}

export interface PdfChart {
  title: string;
  unit: string;
  bars: { label: string; value: number }[];
}

export interface ReportPdfSpec {
  kicker: string;
  title: string;
  subtitle: string;
  published: string;
  sections: PdfSection[];
  chart: PdfChart;
  table: { head: string[]; rows: string[][] };
}

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BRAND = rgb(0.698, 0.518, 0.176);
const INK = rgb(0.08, 0.106, 0.176);
const MUTED = rgb(0.38, 0.4, 0.46);
const RULE = rgb(0.88, 0.86, 0.82);

const wordWidths = new Map<string, Map<string, number>>();

/** Width of a word at size 1; measuring whole candidate lines would run the shaper once per word. */
function wordWidth(font: PDFFont, word: string): number {
  let cache = wordWidths.get(font.name);
  if (!cache) {
    cache = new Map();
    wordWidths.set(font.name, cache);
  }
  let width = cache.get(word);
  if (width === undefined) {
    width = font.widthOfTextAtSize(word, 1);
    cache.set(word, width);
  }
  return width;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const space = wordWidth(font, ' ') * size;
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(/\s+/)) {
    const w = wordWidth(font, word) * size;
    if (line && lineWidth + space + w > width) {
      lines.push(line);
      line = word;
      lineWidth = w;
    } else {
      lineWidth = line ? lineWidth + space + w : w;
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes flowing text onto A4 pages, adding a page whenever the current one is full. */
class Flow {
  page: PDFPage;
  y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = this.newPage();
    this.y = PAGE[1] - MARGIN;
  }

  private newPage(): PDFPage {
    return this.doc.addPage(PAGE);
  }

  ensure(height: number): void {
    if (this.y - height >= MARGIN + 24) return;
    this.page = this.newPage();
    this.y = PAGE[1] - MARGIN;
  }

  heading(text: string): void {
    this.ensure(48);
    this.y -= 10;
    this.page.drawRectangle({ x: MARGIN, y: this.y - 4, width: 4, height: 18, color: BRAND });
    this.page.drawText(text, { x: MARGIN + 12, y: this.y, size: 14, font: this.bold, color: INK });
    this.y -= 26;
  }

  paragraph(text: string): void {
    for (const line of wrap(text, this.regular, 10.5, PAGE[0] - MARGIN * 2)) {
      this.ensure(16);
      this.page.drawText(line, { x: MARGIN, y: this.y, size: 10.5, font: this.regular, color: INK });
      this.y -= 15.5;
    }
    this.y -= 8;
  }

  chart(chart: PdfChart): void {
    const height = 220;
    this.ensure(height + 40);
    this.page.drawText(chart.title, { x: MARGIN, y: this.y, size: 11, font: this.bold, color: INK });
    this.page.drawText(chart.unit, { x: MARGIN, y: this.y - 14, size: 8.5, font: this.regular, color: MUTED });
    const top = this.y - 30;
    const baseline = top - height + 30;
    const width = PAGE[0] - MARGIN * 2;
    const max = Math.max(...chart.bars.map((bar) => bar.value)) * 1.15;
    for (let i = 0; i <= 4; i++) {
      const y = baseline + ((height - 50) * i) / 4;
      this.page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + width, y }, thickness: 0.5, color: RULE });
      const tick = Math.round((max * i) / 4).toLocaleString('vi-VN');
      this.page.drawText(tick, { x: MARGIN, y: y + 2, size: 7, font: this.regular, color: MUTED });
    }
    const slot = width / chart.bars.length;
    chart.bars.forEach((bar, index) => {
      const barHeight = ((height - 50) * bar.value) / max;
      const x = MARGIN + slot * index + slot * 0.22;
      this.page.drawRectangle({
        x,
        y: baseline,
        width: slot * 0.56,
        height: barHeight,
        color: index === chart.bars.length - 1 ? BRAND : rgb(0.83, 0.72, 0.5),
      });
      const value = bar.value.toLocaleString('vi-VN');
      this.page.drawText(value, {
        x: x + (slot * 0.56 - this.bold.widthOfTextAtSize(value, 8)) / 2,
        y: baseline + barHeight + 4,
        size: 8,
        font: this.bold,
        color: INK,
      });
      this.page.drawText(bar.label, {
        x: x + (slot * 0.56 - this.regular.widthOfTextAtSize(bar.label, 8)) / 2,
        y: baseline - 14,
        size: 8,
        font: this.regular,
        color: MUTED,
      });
    });
    this.y = baseline - 36;
  }

  table(head: string[], rows: string[][]): void {
    const width = PAGE[0] - MARGIN * 2;
    const column = width / head.length;
    const drawRow = (cells: string[], font: PDFFont, fill?: ReturnType<typeof rgb>) => {
      this.ensure(22);
      if (fill) this.page.drawRectangle({ x: MARGIN, y: this.y - 6, width, height: 20, color: fill });
      cells.forEach((cell, index) =>
        this.page.drawText(cell, { x: MARGIN + column * index + 6, y: this.y, size: 9, font, color: fill ? rgb(1, 1, 1) : INK }),
      );
      this.page.drawLine({ start: { x: MARGIN, y: this.y - 6 }, end: { x: MARGIN + width, y: this.y - 6 }, thickness: 0.5, color: RULE });
      this.y -= 20;
    };
    drawRow(head, this.bold, INK);
    for (const row of rows) drawRow(row, this.regular);
    this.y -= 12;
  }
}

function drawCover(page: PDFPage, spec: ReportPdfSpec, regular: PDFFont, bold: PDFFont): void {
  const [width, height] = PAGE;
  page.drawRectangle({ x: 0, y: 0, width, height, color: INK });
  page.drawRectangle({ x: 0, y: height * 0.36, width, height: 6, color: BRAND });
  for (let i = 0; i < 9; i++) {
    const barHeight = 40 + ((i * 37) % 110);
    page.drawRectangle({
      x: MARGIN + i * 54,
      y: height * 0.36 + 6,
      width: 38,
      height: barHeight,
      color: BRAND,
      opacity: 0.25 + (i % 3) * 0.2,
    });
  }
  page.drawText('SEN VÀNG DATA', { x: MARGIN, y: height - MARGIN - 10, size: 12, font: bold, color: BRAND });
  page.drawText(spec.kicker.toUpperCase(), { x: MARGIN, y: height * 0.72, size: 11, font: bold, color: BRAND });
  let y = height * 0.72 - 38;
  for (const line of wrap(spec.title, bold, 26, width - MARGIN * 2)) {
    page.drawText(line, { x: MARGIN, y, size: 26, font: bold, color: rgb(1, 1, 1) });
    y -= 34;
  }
  for (const line of wrap(spec.subtitle, regular, 12, width - MARGIN * 2)) {
    page.drawText(line, { x: MARGIN, y: y - 6, size: 12, font: regular, color: rgb(0.85, 0.86, 0.9) });
    y -= 18;
  }
  page.drawText(`Phát hành: ${spec.published}`, { x: MARGIN, y: height * 0.3 - 30, size: 10, font: regular, color: rgb(0.85, 0.86, 0.9) });
  page.drawText('www.senvang.vn · lienhe@senvang.vn · 1900 6868', {
    x: MARGIN,
    y: MARGIN,
    size: 9,
    font: regular,
    color: rgb(0.7, 0.72, 0.78),
  });
}

type Fontkit = typeof fontkit;
const parsedFonts = new Map<Uint8Array, ReturnType<Fontkit['create']>>();

/**
 * pdf-lib parses the font again for every document; the parsed font is read-only, so one parse per
 * file serves every PDF the seed writes.
 */
const cachingFontkit = {
  ...fontkit,
  create(buffer: Uint8Array, postscriptName?: string) {
    let font = parsedFonts.get(buffer);
    if (!font) {
      font = fontkit.create(buffer, postscriptName);
      parsedFonts.set(buffer, font);
    }
    return font;
  },
} as Fontkit;

/** A few A4 pages of market text, a bar chart and a table, in a font that has every Vietnamese letter. */
export async function buildReportPdf(spec: ReportPdfSpec): Promise<{ bytes: Buffer; pageCount: number }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(cachingFontkit);
  doc.setTitle(spec.title);
  doc.setAuthor('Sen Vàng Data');
  doc.setSubject(spec.subtitle);
  doc.setLanguage('vi-VN');
  doc.setCreationDate(new Date(`${spec.published.split('/').reverse().join('-')}T08:00:00+07:00`));
  const regular = await doc.embedFont(regularFont(), { subset: true });
  const bold = await doc.embedFont(boldFont(), { subset: true });

  drawCover(doc.addPage(PAGE), spec, regular, bold);
  const flow = new Flow(doc, regular, bold);
  spec.sections.forEach((section, index) => {
    flow.heading(section.heading);
    section.paragraphs.forEach((paragraph) => flow.paragraph(paragraph));
    if (index === 0) flow.chart(spec.chart);
    if (index === 1) flow.table(spec.table.head, spec.table.rows);
  });

  const pages = doc.getPages();
  pages.slice(1).forEach((page, index) => {
    page.drawLine({ start: { x: MARGIN, y: MARGIN }, end: { x: PAGE[0] - MARGIN, y: MARGIN }, thickness: 0.5, color: RULE });
    page.drawText(spec.title, { x: MARGIN, y: MARGIN - 14, size: 8, font: regular, color: MUTED });
    const label = `Trang ${index + 2}/${pages.length}`;
    page.drawText(label, {
      x: PAGE[0] - MARGIN - regular.widthOfTextAtSize(label, 8),
      y: MARGIN - 14,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });
  return { bytes: Buffer.from(await doc.save()), pageCount: pages.length };
}
