import type { PageCacheTag } from '@app/contracts/page-cache';

/**
 * How long public pages keep API answers before asking again; the tags (contracts' page-cache) let a
 * change made by staff refresh them at once (see src/app/api/revalidate and docs/decisions/0060).
 */
export const PUBLIC_REVALIDATE_SECONDS = 300;

/** The `cacheFor` option of the API client for public data under these tags. */
export function publicCache(...tags: PageCacheTag[]): { seconds: number; tags: readonly PageCacheTag[] } {
  return { seconds: PUBLIC_REVALIDATE_SECONDS, tags };
}
