import { describe, expect, it } from 'vitest';
import { collator, dateTimeFormat, numberFormat } from './intl-formats';

describe('intl formats', () => {
  it('gives the same formatter for the same language and options, and another for other options or languages', () => {
    expect(numberFormat('vi', { maximumFractionDigits: 1 })).toBe(numberFormat('vi', { maximumFractionDigits: 1 }));
    expect(numberFormat('vi', { maximumFractionDigits: 1 })).not.toBe(numberFormat('vi', { maximumFractionDigits: 0 }));
    expect(numberFormat('vi')).not.toBe(numberFormat('en'));
    expect(dateTimeFormat('vi', { timeZone: 'UTC' })).toBe(dateTimeFormat('vi', { timeZone: 'UTC' }));
    expect(collator('vi')).toBe(collator('vi'));
  });

  it('formats as the options say', () => {
    expect(numberFormat('vi', { maximumFractionDigits: 1 }).format(5.63)).toBe('5,6');
    expect(numberFormat('en').format(1234567)).toBe('1,234,567');
    expect(
      dateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date('2025-01-26T00:00:00Z')),
    ).toBe('26 Jan 2025');
    expect(['Đà Nẵng', 'An Giang', 'Bà Rịa'].sort(collator('vi').compare)).toEqual(['An Giang', 'Bà Rịa', 'Đà Nẵng']);
  });
});
