import type { Locale } from '@app/contracts/locale';
import { numberFormat } from '@/lib/intl-formats';

/** A project's price, given by the API in million đồng per m². */
export function formatProjectPrice(millionsPerSquareMetre: number, locale: Locale): string {
  const number = numberFormat(locale, { maximumFractionDigits: 1 }).format(millionsPerSquareMetre);
  return locale === 'vi' ? `${number} triệu/m²` : `VND ${number}M/m²`;
}
