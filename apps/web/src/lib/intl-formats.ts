/**
 * Building an Intl formatter loads locale data and costs far more than formatting with it: a page
 * that builds one per price, date or file size spends tens of milliseconds of a phone's hydration
 * on it. Each language tag and set of options gets one formatter, kept for the life of the page.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.Collator>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.Collator>(
  kind: string,
  tag: string,
  options: object,
  create: () => T,
): T {
  const key = `${kind}|${tag}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

export function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', tag, options, () => new Intl.NumberFormat(tag, options));
}

export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached('date', tag, options, () => new Intl.DateTimeFormat(tag, options));
}

export function collator(tag: string, options: Intl.CollatorOptions = {}): Intl.Collator {
  return cached('collator', tag, options, () => new Intl.Collator(tag, options));
}
