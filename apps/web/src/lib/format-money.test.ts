import { describe, expect, it } from 'vitest';
import { formatDong } from './format-money';

describe('formatDong', () => {
  it('groups thousands with dots and marks đồng', () => {
    expect(formatDong(4_491_000)).toBe('4.491.000 ₫');
    expect(formatDong(0)).toBe('0 ₫');
    expect(formatDong(999)).toBe('999 ₫');
  });
});
