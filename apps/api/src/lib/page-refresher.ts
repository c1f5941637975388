import type { FastifyBaseLogger } from 'fastify';
import type { PageCacheTag } from '@app/contracts/page-cache.js';
import type { Config } from '../config.js';

/** Tells the web server which kinds of public data changed, so it renders the pages showing them anew. */
export interface PageRefresher {
  /** Never throws: a web server that is down or slow only leaves the pages on their timer. */
  refresh(tags: readonly PageCacheTag[]): Promise<void>;
}

// The reply to the change waits for this, so a web server that does not answer may not hold it long.
const TIMEOUT_MS = 3000;

class WebPageRefresher implements PageRefresher {
  constructor(
    private readonly url: string,
    private readonly secret: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async refresh(tags: readonly PageCacheTag[]): Promise<void> {
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': this.secret },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) this.log.warn({ tags, status: response.status }, 'the web server refused to refresh pages');
    } catch (error) {
      this.log.warn({ tags, err: error }, 'the web server could not be told to refresh pages');
    }
  }
}

const pagesOnTheirTimer: PageRefresher = { refresh: () => Promise.resolve() };

/** Without REVALIDATE_SECRET the web server has no refresh route, and pages refresh on their timer. */
export function createPageRefresher(config: Config, log: FastifyBaseLogger): PageRefresher {
  if (!config.REVALIDATE_SECRET) return pagesOnTheirTimer;
  const url = config.WEB_REVALIDATE_URL ?? new URL('/api/revalidate', config.WEB_ORIGIN).toString();
  return new WebPageRefresher(url, config.REVALIDATE_SECRET, log);
}
