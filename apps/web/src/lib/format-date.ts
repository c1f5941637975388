import type { Locale } from '@app/contracts/locale';
import { dateTimeFormat } from './intl-formats';

/** Dates are shown as Vietnam sees them, whatever the server's or the visitor's time zone. */
export const SHOP_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const formats: Record<Locale, Intl.DateTimeFormatOptions> = {
  vi: { day: '2-digit', month: '2-digit', year: 'numeric' },
  en: { day: 'numeric', month: 'short', year: 'numeric' },
};

function formatter(locale: Locale, timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat(locale, { ...formats[locale], timeZone });
}

/** A calendar day (yyyy-mm-dd): 26/01/2025 in Vietnamese, 26 Jan 2025 in English. */
export function formatDay(isoDay: string, locale: Locale): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : formatter(locale, 'UTC').format(date);
}

/** A moment with its time (an order), in Vietnam: 14:05 26 thg 1, 2025 / 26 Jan 2025, 14:05. */
export function formatMomentWithTime(moment: Date, locale: Locale): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE }).format(moment);
}

/** A moment (a post's publication, a review), on its day in Vietnam. */
export function formatMoment(moment: Date, locale: Locale): string {
  return Number.isNaN(moment.getTime()) ? '' : formatter(locale, SHOP_TIME_ZONE).format(moment);
}
