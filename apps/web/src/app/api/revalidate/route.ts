import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { isPageCacheTag } from '@app/contracts/page-cache';

export const dynamic = 'force-dynamic';

function sameSecret(given: string | null, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Staff changes reach the public pages at once: the admin (or the API) posts the tags of what
 * changed, e.g. `{"tags":["reports"]}`, with the shared secret in `x-revalidate-secret`. Without
 * REVALIDATE_SECRET configured the route does not exist, and pages refresh on their timer.
 */
export async function POST(request: Request): Promise<Response> {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) return new Response(null, { status: 404 });
  if (!sameSecret(request.headers.get('x-revalidate-secret'), secret)) return Response.json({ revalidated: [] }, { status: 401 });
  const body: unknown = await request.json().catch(() => null);
  const tags =
    body && typeof body === 'object' && Array.isArray((body as { tags?: unknown }).tags)
      ? (body as { tags: unknown[] }).tags.filter(isPageCacheTag)
      : [];
  if (tags.length === 0) return Response.json({ revalidated: [] }, { status: 400 });
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: tags });
}
