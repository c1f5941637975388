/** The first check comes after 3 s; each unanswered one waits half as long again, up to 30 s. */
export const POLL_FIRST_DELAY_MS = 3_000;
export const POLL_MAX_DELAY_MS = 30_000;
const GROWTH = 1.5;

/** How long to wait before the next check, after `checks` checks that found nothing new. */
export function pollDelay(checks: number): number {
  return Math.min(POLL_MAX_DELAY_MS, Math.round(POLL_FIRST_DELAY_MS * GROWTH ** Math.max(0, checks)));
}
