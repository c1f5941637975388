import { describe, expect, it } from 'vitest';
import { collator, dateTimeFormat, numberFormat } from './intl-formats';

describe('intl formats', () => {
  it('gives the same formatter for the same tag and options, and another for other options', () => {
    expect(numberFormat('vi-VN', { maximumFractionDigits: 1 })).toBe(numberFormat('vi-VN', { maximumFractionDigits: 1 }));
    expect(numberFormat('vi-VN', { maximumFractionDigits: 1 })).not.toBe(numberFormat('vi-VN', { maximumFractionDigits: 0 }));
    expect(numberFormat('vi-VN')).not.toBe(numberFormat('en-US'));
    expect(dateTimeFormat('vi-VN', { timeZone: 'UTC' })).toBe(dateTimeFormat('vi-VN', { timeZone: 'UTC' }));
    expect(collator('vi')).toBe(collator('vi'));
  });

  it('formats as the options say', () => {
    expect(numberFormat('vi-VN', { maximumFractionDigits: 1 }).format(5.63)).toBe('5,6');
    expect(numberFormat('en-US').format(1234567)).toBe('1,234,567');
    expect(
      dateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date('2025-01-26T00:00:00Z'),
      ),
    ).toBe('26 Jan 2025');
    expect(['Đà Nẵng', 'An Giang', 'Bà Rịa'].sort(collator('vi').compare)).toEqual(['An Giang', 'Bà Rịa', 'Đà Nẵng']);
  });
});
