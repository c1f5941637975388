import { numberFormat } from './intl-formats';

/** Whole Vietnamese đồng, grouped the Vietnamese way whatever the page language: 1.990.000 ₫. */
export function formatDong(amount: number): string {
  return `${numberFormat('vi').format(Math.trunc(amount))} ₫`;
}
