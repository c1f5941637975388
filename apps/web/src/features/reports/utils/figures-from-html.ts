export interface Figure {
  label: string;
  value: number;
  /** The cell as staff wrote it. */
  text: string;
}

export interface FigureTable {
  /** The header of the value column (what is measured, its unit), when there is one. */
  heading: string | null;
  figures: Figure[];
}

const decodeEntities = (text: string) =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

const cellText = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A number as written in a report: Vietnamese (1.867 / 89,0) or English (1,867 / 89.0), with a
 * unit or a percent sign around it. Null when the cell holds no number.
 */
export function readNumber(text: string): number | null {
  const match = text.replace(/\s/g, '').match(/-?\d(?:[\d.,]*\d)?/);
  if (!match) return null;
  let digits = match[0];
  const separators = digits.match(/[.,]/g) ?? [];
  if (new Set(separators).size === 2) {
    // Both marks: the last one is the decimal mark (1.234,5 or 1,234.5).
    const decimal = digits.lastIndexOf(',') > digits.lastIndexOf('.') ? ',' : '.';
    digits = digits.replaceAll(decimal === ',' ? '.' : ',', '').replace(decimal, '.');
  } else if (separators.length > 1 || /^-?\d{1,3}[.,]\d{3}$/.test(digits)) {
    // Repeated, or one mark before exactly three digits: thousands (1.867, 1,867, 1.234.567).
    digits = digits.replace(/[.,]/g, '');
  } else {
    digits = digits.replace(',', '.');
  }
  const value = Number(digits);
  return Number.isFinite(value) ? value : null;
}

/**
 * The first table of a report's description read as label / value rows, for a bar chart. A table
 * needs at least two rows with a number in the second column; otherwise there is nothing to draw.
 */
export function figuresFromHtml(html: string | null | undefined): FigureTable | null {
  const table = html?.match(/<table[\s\S]*?<\/table>/i)?.[0];
  if (!table) return null;
  let heading: string | null = null;
  const figures: Figure[] = [];
  for (const row of table.match(/<tr[\s\S]*?<\/tr>/gi) ?? []) {
    const cells = [...row.matchAll(/<(td|th)[^>]*>([\s\S]*?)<\/\1>/gi)].map((cell) => cellText(cell[2] ?? ''));
    const [label, valueText] = cells;
    if (!label || valueText === undefined) continue;
    const value = readNumber(valueText);
    if (value === null) {
      if (figures.length === 0) heading = valueText || null;
      continue;
    }
    figures.push({ label, value, text: valueText });
  }
  return figures.length >= 2 ? { heading, figures } : null;
}
