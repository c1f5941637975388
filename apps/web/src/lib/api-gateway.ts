import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { Pool, type Dispatcher } from 'undici';
import { envelopeReply, HOP_BY_HOP, isServerOnlyPath, REQUEST_SKIPPED, serveApi } from './api-proxy';
import { apiConnectOptions } from './api-socket';
import { apiUrl } from './api-url';
import type { WithHeaders } from './header-reader';
import { refuseForeignRequest } from './request-guard';
import { readSessionCookies } from './session-cookies';
import { visitorHeaders } from './session-refresh';

export { connectFetchToApiSocket } from './api-socket';

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

function headersOf(incoming: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

function webRequest(incoming: IncomingMessage, headers: Headers, signal: AbortSignal): Request {
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

async function writeResponse(outgoing: ServerResponse, response: Response): Promise<void> {
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

/** A signed-in visitor's call: `forwardToApi` renews the session on the way and retries once. */
async function forwardWithSession(incoming: IncomingMessage, outgoing: ServerResponse, headers: Headers, segments: string[]) {
  const abort = new AbortController();
  outgoing.once('close', () => {
    if (!outgoing.writableFinished) abort.abort();
  });
  await writeResponse(outgoing, await serveApi(webRequest(incoming, headers, abort.signal), segments));
}

/** The API's connections, one pool per address and socket (tests point API_URL elsewhere between calls). */
const pools = new Map<string, { pool: Pool; prefix: string }>();

function apiTarget(): { pool: Pool; prefix: string } {
  const address = apiUrl();
  const connect = apiConnectOptions();
  const key = `${address} ${connect.socketPath ?? ''}`;
  let target = pools.get(key);
  if (!target) {
    const url = new URL(address);
    // No pause between pieces of an answer is too long: a visitor on a slow line holds a download
    // back (the answer waits for them), as the server's own client never cut one off.
    target = { pool: new Pool(url.origin, { bodyTimeout: 0, ...connect }), prefix: url.pathname.replace(/\/+$/, '') };
    pools.set(key, target);
  }
  return target;
}

/**
 * A call without a session to renew (no long token), piped to the API and back as it is, body and
 * encoding untouched: the same headers as `forwardToApi` sends (the token cookie as the bearer,
 * the address this server saw), without building a web request and response around it. Through
 * undici's dispatcher, and with the headers read where they lie: `node:http`'s client and a copy
 * of every header cost the web server more than twice what the API spent answering, and the
 * browser's path must keep at least half the API's own rate (decision 0183).
 */
function pipeToApi(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  request: WithHeaders,
  { path, search, token }: { path: string; search: string; token: string | undefined },
) {
  const { pool, prefix } = apiTarget();
  const sent: Record<string, string | string[]> = {};
  for (const name in incoming.headers) {
    const value = incoming.headers[name];
    if (value !== undefined && !REQUEST_SKIPPED.has(name)) sent[name] = value;
  }
  const length = incoming.headers['content-length'];
  if (length !== undefined) sent['content-length'] = length;
  Object.assign(sent, visitorHeaders(request));
  if (token) sent.authorization = `Bearer ${token}`;
  const method = incoming.method ?? 'GET';
  const bodyless = method === 'GET' || method === 'HEAD';

  return new Promise<void>((resolve) => {
    let upstream: Dispatcher.DispatchController | undefined;
    outgoing.once('close', () => {
      if (!outgoing.writableFinished) upstream?.abort(new Error('the visitor left'));
      resolve();
    });
    pool.dispatch(
      { path: `${prefix}/${path}${search}`, method, headers: sent, body: bodyless ? null : incoming },
      {
        onRequestStart(controller) {
          upstream = controller;
        },
        onResponseStart(_controller, status, headers, statusMessage) {
          const back: OutgoingHttpHeaders = {};
          for (const name in headers) if (!HOP_BY_HOP.has(name)) back[name] = headers[name];
          if (statusMessage) outgoing.writeHead(status, statusMessage, back);
          else outgoing.writeHead(status, back);
        },
        onResponseData(controller, chunk) {
          // The visitor reads slower than the API answers (a download): wait for them.
          if (outgoing.write(chunk)) return;
          controller.pause();
          outgoing.once('drain', () => controller.resume());
        },
        onResponseEnd() {
          outgoing.end();
        },
        onResponseError(_controller, error) {
          // The visitor left, or the answer broke off midway: nothing more can be said.
          if (outgoing.headersSent || outgoing.destroyed) return void outgoing.destroy();
          console.error(`[api-gateway] ${method} /${path} failed:`, error);
          void writeResponse(outgoing, envelopeReply(request, 'SERVICE_UNAVAILABLE')).catch(() => outgoing.destroy());
        },
      },
    );
  });
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
    const { pathname, search } = new URL(incoming.url ?? '/', 'http://localhost');
    if (nextOwn.some((pattern) => pattern.test(pathname))) return false;
    const segments = apiSegments(pathname);
    if (segments === null) return false;
    await forward(incoming, outgoing, segments, search);
    return true;
  };
}

/** Node's request headers read by name, as `Headers` would answer (repeated ones joined). */
function readHeaders(incoming: IncomingMessage): WithHeaders {
  const { headers } = incoming;
  return {
    headers: {
      get: (name) => {
        const value = headers[name.toLowerCase()];
        if (value === undefined) return null;
        return Array.isArray(value) ? value.join(', ') : value;
      },
      has: (name) => headers[name.toLowerCase()] !== undefined,
    },
  };
}

async function forward(incoming: IncomingMessage, outgoing: ServerResponse, segments: string[], search: string): Promise<void> {
  const request = readHeaders(incoming);
  const refused = refuseForeignRequest({ method: incoming.method ?? 'GET', headers: request.headers }, { forms: true });
  if (refused) return writeResponse(outgoing, refused);
  const path = segments.map((segment) => encodeURIComponent(segment)).join('/');
  if (isServerOnlyPath(path)) return writeResponse(outgoing, envelopeReply(request, 'ROUTE_NOT_FOUND'));
  const { token, longToken } = readSessionCookies(request.headers.get('cookie'));
  if (longToken) return forwardWithSession(incoming, outgoing, headersOf(incoming), segments);
  return pipeToApi(incoming, outgoing, request, { path, search, token });
}
