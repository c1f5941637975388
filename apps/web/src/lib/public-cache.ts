import type { PageCacheTag as CacheTag } from '@app/contracts/page-cache';

/**
 * How long public pages keep API answers before asking again, and the tags that let a change made
 * by staff refresh them at once (see src/app/api/revalidate and docs/decisions/0060).
 */
export const PUBLIC_REVALIDATE_SECONDS = 300;

export { pageCacheTags as cacheTags, isPageCacheTag as isCacheTag, type PageCacheTag as CacheTag } from '@app/contracts/page-cache';

/** The `cacheFor` option of the API client for public data under these tags. */
export function publicCache(...tags: CacheTag[]): { seconds: number; tags: readonly CacheTag[] } {
  return { seconds: PUBLIC_REVALIDATE_SECONDS, tags };
}
