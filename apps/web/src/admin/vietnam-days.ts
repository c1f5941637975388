import { SHOP_TIME_ZONE } from '@/lib/format-date';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Vietnam calendar day (`yyyy-mm-dd`) of a moment: the shop's days end at midnight in Vietnam. */
export function vietnamDay(moment: Date): string {
  return dayFormat.format(moment);
}

/** The last `days` Vietnam days up to and including today's. */
export function lastDays(days: number, now: Date = new Date()): { from: string; to: string } {
  const to = vietnamDay(now);
  const from = new Date(`${to}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - (days - 1));
  return { from: from.toISOString().slice(0, 10), to };
}
