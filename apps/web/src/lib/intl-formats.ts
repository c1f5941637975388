import type { Locale } from '@app/contracts/locale';

/**
 * Building an Intl formatter loads locale data and costs far more than formatting with it: a page
 * that builds one per price, date or file size spends tens of milliseconds of a phone's hydration
 * on it. Each language and set of options gets one formatter, kept for the life of the page.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.Collator>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.Collator>(
  kind: string,
  locale: Locale,
  options: object,
  create: () => T,
): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

/** Numbers: 1.234,5 in Vietnamese, 1,234.5 in English. */
export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', options));
}

/** Dates: British English (26 Jan 2025) rather than American in English. */
export function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', options));
}

/** Sorting in the language's alphabet (Vietnamese: A, Ă, Â, B, …, Đ after D). */
export function collator(locale: Locale, options: Intl.CollatorOptions = {}): Intl.Collator {
  return cached('collator', locale, options, () => new Intl.Collator(locale, options));
}
