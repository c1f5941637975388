import { describe, expect, it } from 'vitest';
import { lastDays, vietnamDay } from './vietnam-days';

describe('Vietnam days', () => {
  it('takes the day as Vietnam sees it, seven hours ahead of UTC', () => {
    expect(vietnamDay(new Date('2026-11-25T16:59:00Z'))).toBe('2026-11-25');
    expect(vietnamDay(new Date('2026-11-25T17:00:00Z'))).toBe('2026-11-26');
  });

  it('counts today as the last of the range', () => {
    expect(lastDays(30, new Date('2026-03-01T05:00:00Z'))).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(lastDays(1, new Date('2026-03-01T05:00:00Z'))).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });
});
