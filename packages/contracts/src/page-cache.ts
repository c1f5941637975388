/**
 * The tags under which the web server keeps public pages' data. A change to what a tag covers is
 * announced to the web server's `POST /api/revalidate` with these names, so the pages that show it
 * are rendered anew at once instead of after their timer (docs/decisions/0077).
 */
export const pageCacheTags = {
  reports: 'reports',
  projects: 'projects',
  investors: 'investors',
  ambassadors: 'ambassadors',
  blogs: 'blogs',
  reviews: 'reviews',
  settings: 'settings',
  geography: 'geography',
} as const;

export type PageCacheTag = (typeof pageCacheTags)[keyof typeof pageCacheTags];

export const PAGE_CACHE_TAGS: readonly PageCacheTag[] = Object.values(pageCacheTags);

export function isPageCacheTag(value: unknown): value is PageCacheTag {
  return typeof value === 'string' && (PAGE_CACHE_TAGS as readonly string[]).includes(value);
}
