import type { ContentFormat } from '@app/contracts/reports';

/**
 * Where the browser opens a content: the API's signed file links (paths on the API, starting with
 * a slash) go through the site's same-origin proxy under /api; external links (YouTube, absolute
 * URLs) stay as they are.
 */
export function contentHref(url: string): string {
  return url.startsWith('/') ? `/api${url}` : url;
}

/** The order in which a report lists its contents, as the API sorts them. */
export const FORMAT_ORDER: readonly ContentFormat[] = ['pdf', 'video', 'youtube', 'archive'];

/** A signed link stops working at `expires_at`; one minute of margin avoids opening a dying link. */
export function isLinkFresh(expiresAt: Date | null, now = Date.now()): boolean {
  if (expiresAt === null) return true;
  return expiresAt.getTime() - 60_000 > now;
}
