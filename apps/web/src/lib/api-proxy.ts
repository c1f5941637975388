import { errorCatalog } from '@app/contracts/errors';
import { localeFromHeader } from '@app/contracts/locale';
import { TOKEN_COOKIE } from '../config/cookies';

const DEFAULT_API_URL = 'http://127.0.0.1:4000';

/** Headers that describe one connection, not the message: never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Set again by fetch for the new connection, or invalid once fetch has decoded the body. */
const REQUEST_SKIPPED = new Set([...HOP_BY_HOP, 'host', 'content-length', 'cookie', 'expect']);
const RESPONSE_SKIPPED = new Set([...HOP_BY_HOP, 'content-length', 'content-encoding', 'set-cookie']);

function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      return value ? decodeURIComponent(value) : undefined;
    }
  }
  return undefined;
}

function upstreamUrl(request: Request, pathPrefix: string, segments: readonly string[]): string {
  const apiUrl = (process.env.API_URL ?? DEFAULT_API_URL).replace(/\/+$/, '');
  const path = [pathPrefix, ...segments.map((segment) => encodeURIComponent(segment))].filter(Boolean).join('/');
  return `${apiUrl}/${path}${new URL(request.url).search}`;
}

function forwardedHeaders(request: Request): Headers {
  const headers = new Headers();
  request.headers.forEach((value, name) => {
    if (!REQUEST_SKIPPED.has(name)) headers.set(name, value);
  });
  // The token lives in an HttpOnly cookie that page scripts cannot read; the bearer is added here.
  const token = cookieValue(request.headers.get('cookie'), TOKEN_COOKIE);
  if (token) headers.set('authorization', `Bearer ${token}`);
  return headers;
}

function unavailable(request: Request): Response {
  const { status, ...messages } = errorCatalog.SERVICE_UNAVAILABLE;
  const locale = localeFromHeader(request.headers.get('accept-language'));
  return Response.json(
    { code: status, message: messages[locale], result: null, error_code: 'SERVICE_UNAVAILABLE' },
    { status, headers: { 'cache-control': 'no-store' } },
  );
}

/**
 * Forwards a request to the API as it is: method, query, headers and a streamed body (JSON, forms,
 * multipart uploads), and streams the answer back with its status and headers.
 */
export async function forwardToApi(request: Request, pathPrefix: string, segments: readonly string[] = []): Promise<Response> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  let upstream: Response;
  try {
    upstream = await fetch(upstreamUrl(request, pathPrefix, segments), {
      method: request.method,
      headers: forwardedHeaders(request),
      body: hasBody ? request.body : undefined,
      // Node's fetch needs this to send a streamed body.
      ...(hasBody ? { duplex: 'half' } : {}),
      redirect: 'manual',
      signal: request.signal,
      cache: 'no-store',
    } as RequestInit);
  } catch (error) {
    if (request.signal.aborted) return new Response(null, { status: 499 });
    console.error(`[api-proxy] ${request.method} ${pathPrefix}/${segments.join('/')} failed:`, error);
    return unavailable(request);
  }

  const headers = new Headers();
  upstream.headers.forEach((value, name) => {
    if (!RESPONSE_SKIPPED.has(name)) headers.set(name, value);
  });
  for (const cookie of upstream.headers.getSetCookie()) headers.append('set-cookie', cookie);

  const bodyless = request.method === 'HEAD' || upstream.status === 204 || upstream.status === 304;
  return new Response(bodyless ? null : upstream.body, { status: upstream.status, statusText: upstream.statusText, headers });
}
