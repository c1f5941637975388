import type { Locale } from '@app/contracts/locale';

/** The English text where there is one, else the Vietnamese text staff always write. */
export function localized<T extends string | null | undefined>(
  locale: Locale,
  vietnamese: T,
  english: string | null | undefined,
): T | string {
  return locale === 'en' && english?.trim() ? english : vietnamese;
}
