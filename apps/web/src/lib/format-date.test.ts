import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment, formatMomentWithTime } from './format-date';

describe('formatDay', () => {
  it('writes days the Vietnamese way and the English way', () => {
    expect(formatDay('2025-01-26', 'vi')).toBe('26/01/2025');
    expect(formatDay('2025-01-26', 'en')).toBe('26 Jan 2025');
  });

  it('leaves an unreadable day as it is', () => {
    expect(formatDay('soon', 'vi')).toBe('soon');
  });
});

describe('formatMoment', () => {
  it('counts the day in Vietnam, seven hours ahead of UTC', () => {
    expect(formatMoment(new Date('2026-09-24T20:00:00.000Z'), 'vi')).toBe('25/09/2026');
  });
});

describe('formatMomentWithTime', () => {
  it('shows the day and the time in Vietnam', () => {
    expect(formatMomentWithTime(new Date('2025-01-26T07:05:00Z'), 'vi')).toBe('14:05 26 thg 1, 2025');
    expect(formatMomentWithTime(new Date('2025-01-26T07:05:00Z'), 'en')).toBe('26 Jan 2025, 14:05');
  });
});
