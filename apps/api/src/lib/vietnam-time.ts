/** Vietnam keeps UTC+7 all year (no daylight saving), so a Vietnamese day has fixed edges. */
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar date in Vietnam at an instant. */
export function vietnamDate(at: Date): { day: number; month: number; year: number } {
  const shifted = new Date(at.getTime() + VIETNAM_OFFSET_MS);
  return { day: shifted.getUTCDate(), month: shifted.getUTCMonth() + 1, year: shifted.getUTCFullYear() };
}

/** The Vietnamese day at an instant as `yyyy-mm-dd`. */
export function vietnamDay(now = Date.now()): string {
  return new Date(now + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** `ddMMyyyy`, the date part of a transfer syntax. */
export function ddMMyyyy(at: Date): string {
  const { day, month, year } = vietnamDate(at);
  return `${pad(day)}${pad(month)}${pad(year, 4)}`;
}

/** `yyMMdd`, the date part of an order code. */
export function yyMMdd(at: Date): string {
  const { day, month, year } = vietnamDate(at);
  return `${pad(year % 100)}${pad(month)}${pad(day)}`;
}

/** The first instant of a Vietnamese day given as `yyyy-mm-dd`. */
export function startOfVietnamDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - VIETNAM_OFFSET_MS);
}

/** The first instant after a Vietnamese day. */
export function endOfVietnamDay(day: string): Date {
  return new Date(startOfVietnamDay(day).getTime() + 86_400_000);
}

/** The Vietnam wall-clock time at an instant as a UTC date, for formats that hold no zone (Excel). */
export function vietnamWallClock(at: Date): Date {
  return new Date(at.getTime() + VIETNAM_OFFSET_MS);
}
