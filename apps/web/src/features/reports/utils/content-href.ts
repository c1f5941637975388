import type { ContentFormat } from '@app/contracts/reports';

/**
 * Where the browser opens a content: the API's signed file links go through the site's same-origin
 * proxy under /api; external links (YouTube) stay as they are.
 */
export function contentHref(url: string): string {
  return url.startsWith('/v1/') ? `/api${url}` : url;
}

/** The order in which a report lists its contents, as the API sorts them. */
export const FORMAT_ORDER: readonly ContentFormat[] = ['pdf', 'video', 'youtube', 'archive'];

/** A signed link stops working at `expires_at`; one minute of margin avoids opening a dying link. */
export function isLinkFresh(expiresAt: Date | string | null, now = Date.now()): boolean {
  if (expiresAt === null) return true;
  return new Date(expiresAt).getTime() - 60_000 > now;
}
