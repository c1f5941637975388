import { describe, expect, it } from 'vitest';
import { pollDelay, POLL_FIRST_DELAY_MS, POLL_MAX_DELAY_MS } from './poll-delay';

describe('pollDelay', () => {
  it('starts at a few seconds and backs off by half again each time', () => {
    expect(pollDelay(0)).toBe(POLL_FIRST_DELAY_MS);
    expect(pollDelay(1)).toBe(4_500);
    expect(pollDelay(2)).toBe(6_750);
  });

  it('never waits longer than the cap, nor less than the first delay', () => {
    expect(pollDelay(50)).toBe(POLL_MAX_DELAY_MS);
    expect(pollDelay(-3)).toBe(POLL_FIRST_DELAY_MS);
  });
});
