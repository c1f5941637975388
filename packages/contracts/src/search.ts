/**
 * Lower-case text without Vietnamese diacritics ("Đất Xanh" → "dat xanh"), the same form the
 * database keeps in `search_text`, so "ha noi" finds "Hà Nội".
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const collator = new Intl.Collator('vi', { sensitivity: 'base', numeric: true });

/** Vietnamese alphabetical order (Â after A, Đ after D), which PGlite's collations do not know. */
export function compareVietnamese(a: string, b: string): number {
  return collator.compare(a, b);
}
