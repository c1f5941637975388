import type { NamedRef } from '@app/contracts/list-query';
import type { Locale } from '@app/contracts/locale';
import { localized } from './localized';

/**
 * The provincial unit (since 1 July 2025) a former province belongs to, in the reader's language,
 * when it is named otherwise than the province; null when there is nothing more to say.
 */
export function currentUnitName(locale: Locale, province: NamedRef | null, unit: NamedRef | null): string | null {
  if (!province || !unit) return null;
  const name = localized(locale, unit.name, unit.name_en);
  return name === localized(locale, province.name, province.name_en) ? null : name;
}
