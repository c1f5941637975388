import type { FastifyBaseLogger } from 'fastify';
import { pageCacheTags } from '@app/contracts/page-cache.js';
import type { PageRefresher } from '../../lib/page-refresher.js';

// A timer cannot wait longer than about 24.8 days; a farther time is looked at again then.
const LONGEST_WAIT_MS = 2 ** 31 - 1;
const DUE_MARGIN_MS = 1000;

/**
 * Public pages keep the news lists for minutes. A post published for a time to come is not in
 * them until that time, so when it arrives the news pages are refreshed at once instead of up to
 * their timer later. After every write to the posts, and at start, the soonest such time is looked
 * up again and one timer is set for it.
 */
export class BlogSchedule {
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly nextAt: () => Promise<Date | null>,
    private readonly pages: PageRefresher,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Looks up the soonest publication time to come and waits for it; never throws. */
  async reschedule(): Promise<void> {
    if (this.closed) return;
    let at: Date | null;
    try {
      at = await this.nextAt();
    } catch (error) {
      this.log.warn({ err: error }, 'the next scheduled post could not be looked up');
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!at || this.closed) return;
    // A moment past the time, so the pages rendered anew already find the post due.
    const wait = Math.min(Math.max(at.getTime() - Date.now(), 0) + DUE_MARGIN_MS, LONGEST_WAIT_MS);
    this.timer = setTimeout(() => void this.arrive(), wait);
    this.timer.unref();
  }

  private async arrive(): Promise<void> {
    this.timer = null;
    await this.pages.refresh([pageCacheTags.blogs]);
    await this.reschedule();
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
