/**
 * How long public pages keep API answers before asking again, and the tags that let a change made
 * by staff refresh them at once (see src/app/api/revalidate and docs/decisions/0060).
 */
export const PUBLIC_REVALIDATE_SECONDS = 300;

export const cacheTags = {
  reports: 'reports',
  projects: 'projects',
  investors: 'investors',
  ambassadors: 'ambassadors',
  blogs: 'blogs',
  reviews: 'reviews',
  settings: 'settings',
  geography: 'geography',
} as const;

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags];

export const CACHE_TAGS: readonly CacheTag[] = Object.values(cacheTags);

export function isCacheTag(value: unknown): value is CacheTag {
  return typeof value === 'string' && (CACHE_TAGS as readonly string[]).includes(value);
}

/** The `cacheFor` option of the API client for public data under these tags. */
export function publicCache(...tags: CacheTag[]): { seconds: number; tags: readonly CacheTag[] } {
  return { seconds: PUBLIC_REVALIDATE_SECONDS, tags };
}
