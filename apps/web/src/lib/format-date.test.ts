import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment } from './format-date';

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
    expect(formatMoment('2026-09-24T20:00:00.000Z', 'vi')).toBe('25/09/2026');
  });
});
