/** An inclusive byte range of a file, as `Range: bytes=start-end` asks for it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a single-range `Range` header. Returns null when there is none (or one this server does
 * not split, such as several ranges: the whole file is then sent), and 'unsatisfiable' when the
 * range lies outside the file.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  let start: number;
  let end: number;
  if (from === '') {
    // "bytes=-500": the last 500 bytes.
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
