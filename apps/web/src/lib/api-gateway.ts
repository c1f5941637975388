import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { forwardToApi } from './api-proxy';
import { guarded } from './request-guard';

const PREFIX = '/api/';

/**
 * The path segments after `/api/`, decoded as a catch-all route receives them; null for a path
 * outside `/api/` or one that does not decode.
 */
export function apiSegments(pathname: string): string[] | null {
  if (!pathname.startsWith(PREFIX)) return null;
  try {
    const segments = pathname.slice(PREFIX.length).split('/').filter(Boolean).map(decodeURIComponent);
    return segments.length > 0 ? segments : null;
  } catch {
    return null;
  }
}

/**
 * The browser's calls to the API: the site's pages (JSON, uploads and the MoMo stand-in's form) and
 * servers without a browser (MoMo's and the banks' notifications, in JSON); changes asked by other
 * sites are refused. The session cookies become the bearer and are renewed on the way.
 */
export const serveApi = guarded(async (request: Request, segments: readonly string[]) => forwardToApi(request, '', segments), {
  forms: true,
});

function webRequest(incoming: IncomingMessage, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = incoming.method ?? 'GET';
  const bodyless = method === 'GET' || method === 'HEAD';
  // Only the path and query are read from the address; the host is the request's header.
  return new Request(new URL(incoming.url ?? '/', 'http://localhost'), {
    method,
    headers,
    body: bodyless ? undefined : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>),
    signal,
    // Node's Request needs this for a streamed body.
    ...(bodyless ? {} : { duplex: 'half' }),
  } as RequestInit);
}

const CATCH_ALL = '/api/[...path]';

/** A route of the build's manifest (`/api/auth/social/[provider]`) as a pattern for request paths. */
function routePattern(route: string): RegExp {
  const segments = route.split('/').map((segment) => {
    if (/^\[\.\.\..+\]$/.test(segment)) return '.+';
    if (/^\[.+\]$/.test(segment)) return '[^/]+';
    return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${segments.join('/')}/?$`);
}

export type ApiGateway = (incoming: IncomingMessage, outgoing: ServerResponse) => Promise<boolean>;

/**
 * Serves `/api/*` straight from the Node server in front of Next.js, without a React route handler:
 * the same guard and proxy as the catch-all route, the answer streamed back as it arrives (decision
 * 0136). The web server's own routes under `/api` (sign-in, sign-out, revalidation), read from the
 * build's `app-path-routes-manifest.json`, stay with Next.js. The gateway resolves false, having
 * done nothing, for a path it leaves to Next.js.
 */
export function createApiGateway(appRoutes: Record<string, string>): ApiGateway {
  const nextOwn = Object.values(appRoutes)
    .filter((route) => route.startsWith(PREFIX) && route !== CATCH_ALL)
    .map(routePattern);
  return async (incoming, outgoing) => {
    const { pathname } = new URL(incoming.url ?? '/', 'http://localhost');
    if (nextOwn.some((pattern) => pattern.test(pathname))) return false;
    const segments = apiSegments(pathname);
    if (segments === null) return false;
    await forward(incoming, outgoing, segments);
    return true;
  };
}

async function forward(incoming: IncomingMessage, outgoing: ServerResponse, segments: string[]): Promise<void> {
  const abort = new AbortController();
  outgoing.once('close', () => {
    if (!outgoing.writableFinished) abort.abort();
  });
  const response = await serveApi(webRequest(incoming, abort.signal), segments);
  const headers: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  if (response.statusText) outgoing.writeHead(response.status, response.statusText, headers);
  else outgoing.writeHead(response.status, headers);
  if (response.body === null) outgoing.end();
  else await pipeline(Readable.fromWeb(response.body as WebStream), outgoing);
}
