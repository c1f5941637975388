import type { Locale } from '@app/contracts/locale';
import { numberFormat } from './intl-formats';

/** A file size as people read it: 726 B, 34 KB, 5,6 MB (Vietnamese decimal comma). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${numberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
