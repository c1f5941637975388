import { numberFormat } from '@/lib/intl-formats';

/** Counts grouped the Vietnamese way (1.234), as the shop writes every figure. */
export function formatCount(count: number): string {
  return numberFormat('vi').format(count);
}
