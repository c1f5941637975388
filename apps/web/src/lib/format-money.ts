const dong = new Intl.NumberFormat('vi-VN');

/** Whole Vietnamese đồng, grouped the Vietnamese way whatever the page language: 1.990.000 ₫. */
export function formatDong(amount: number): string {
  return `${dong.format(Math.trunc(amount))} ₫`;
}
