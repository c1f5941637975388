import { errorCatalog } from '@app/contracts/errors';
import { localeFromHeader } from '@app/contracts/locale';
import type { WithHeaders } from './header-reader';
import { siteOrigin } from './site-origin';

/** Methods that change nothing; every other one is checked. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the site's own pages post as forms: uploads (multipart) and the MoMo stand-in's pay page. */
const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

type Sender = 'site' | 'elsewhere' | 'unknown';

/**
 * Who sent the request. Browsers name the page's origin in `Origin` on every request that is not
 * GET or HEAD, and a page cannot change it, nor `Host`: one from this site names the address it was
 * loaded from, which is the `Host` the request came to, or WEB_ORIGIN behind a proxy that rewrites
 * `Host`. `Origin: null` (sandboxed frames, some redirects) is never this site. Without `Origin`
 * the caller is not a browser (MoMo's and the banks' notifications, other servers), unless a
 * browser's `Sec-Fetch-Site` names a sender other than this origin.
 */
function sender(request: WithHeaders): Sender {
  const origin = request.headers.get('origin');
  if (origin === null) {
    const site = request.headers.get('sec-fetch-site');
    return site === null || site === 'same-origin' ? 'unknown' : 'elsewhere';
  }
  try {
    const url = new URL(origin);
    return url.host === request.headers.get('host') || url.origin === siteOrigin() ? 'site' : 'elsewhere';
  } catch {
    return 'elsewhere';
  }
}

function mediaType(request: WithHeaders): string | null {
  const header = request.headers.get('content-type');
  return header === null ? null : (header.split(';')[0] ?? '').trim().toLowerCase();
}

const hasBody = (request: WithHeaders): boolean =>
  request.headers.has('transfer-encoding') || Number(request.headers.get('content-length') ?? '0') > 0;

function refusal(request: WithHeaders, code: 'CROSS_SITE_REQUEST' | 'UNSUPPORTED_MEDIA_TYPE'): Response {
  const { status, ...messages } = errorCatalog[code];
  const locale = localeFromHeader(request.headers.get('accept-language'));
  return Response.json(
    { code: status, message: messages[locale], result: null, error_code: code },
    { status, headers: { 'cache-control': 'no-store' } },
  );
}

/**
 * Refuses requests that change something on behalf of the visitor's cookies without coming from
 * this site (cross-site request forgery, login CSRF): a page elsewhere can make the browser post a
 * form, or text/plain, with the visitor's cookies, but cannot set `Origin` or send JSON without
 * asking first (CORS preflight). So a request that changes something must come from this site or
 * from no browser at all (403), and its body must be JSON (415). With `forms`, bodies posted as
 * forms are taken too, from this site's pages only.
 */
export function refuseForeignRequest(request: WithHeaders & { method: string }, options: { forms?: boolean } = {}): Response | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const from = sender(request);
  if (from === 'elsewhere') return refusal(request, 'CROSS_SITE_REQUEST');
  if (!hasBody(request)) return null;
  const type = mediaType(request);
  if (type === 'application/json') return null;
  if (options.forms && type !== null && FORM_TYPES.has(type) && from === 'site') return null;
  return refusal(request, 'UNSUPPORTED_MEDIA_TYPE');
}

/** A route handler that answers only requests `refuseForeignRequest` lets through. */
export function guarded<Rest extends unknown[]>(
  handler: (request: Request, ...rest: Rest) => Promise<Response> | Response,
  options: { forms?: boolean } = {},
): (request: Request, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => refuseForeignRequest(request, options) ?? handler(request, ...rest);
}
