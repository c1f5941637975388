import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { BlogSchedule } from './blog-schedule.js';

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

describe('BlogSchedule', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T01:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes the news pages just after the soonest publication time, then waits for the next', async () => {
    const times = [new Date('2026-11-26T01:10:00Z'), new Date('2026-11-26T02:00:00Z'), null];
    const nextAt = vi.fn(async () => times[0] ?? null);
    const refresh = vi.fn(async () => {
      times.shift();
    });
    const schedule = new BlogSchedule(nextAt, { refresh }, log);
    await schedule.reschedule();

    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(refresh).toHaveBeenCalledWith(['blogs']);
    expect(refresh).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(50 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    schedule.close();
  });

  it('sets nothing when no post waits, and stops when closed', async () => {
    const refresh = vi.fn(async () => undefined);
    const none = new BlogSchedule(async () => null, { refresh }, log);
    await none.reschedule();
    const closed = new BlogSchedule(async () => new Date('2026-11-26T01:05:00Z'), { refresh }, log);
    await closed.reschedule();
    closed.close();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('keeps the pages on their timer when the next time cannot be read', async () => {
    const refresh = vi.fn(async () => undefined);
    const schedule = new BlogSchedule(async () => Promise.reject(new Error('down')), { refresh }, log);
    await expect(schedule.reschedule()).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalled();
  });
});
