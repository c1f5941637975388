import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { envelopeReply, forwardToApi, HOP_BY_HOP, isServerOnlyPath, REQUEST_SKIPPED } from './api-proxy';
import { apiUrl } from './api-url';
import { guarded, refuseForeignRequest } from './request-guard';
import { readSessionCookies } from './session-cookies';
import { visitorHeaders } from './session-refresh';

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

const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

/**
 * A call without a session to renew (no long token), piped to the API and back as it is, body and
 * encoding untouched: the same headers as `forwardToApi` sends (the token cookie as the bearer,
 * the address this server saw), without building a web request and response around it.
 */
function pipeToApi(incoming: IncomingMessage, outgoing: ServerResponse, headers: Headers, path: string): Promise<void> {
  const target = new URL(`${apiUrl()}/${path}${new URL(incoming.url ?? '/', 'http://localhost').search}`);
  const sent: OutgoingHttpHeaders = {};
  headers.forEach((value, name) => {
    if (!REQUEST_SKIPPED.has(name)) sent[name] = value;
  });
  const length = incoming.headers['content-length'];
  if (length !== undefined) sent['content-length'] = length;
  Object.assign(sent, visitorHeaders({ headers }));
  const { token } = readSessionCookies(headers.get('cookie'));
  if (token) sent.authorization = `Bearer ${token}`;

  return new Promise((resolve) => {
    const transport = target.protocol === 'https:' ? https : http;
    const upstream = transport.request(target, { method: incoming.method, headers: sent, agent: agents[target.protocol as 'http:'] });
    outgoing.once('close', () => {
      if (!outgoing.writableFinished) upstream.destroy();
      resolve();
    });
    upstream.once('response', (answer) => {
      const back: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) back[name] = value;
      outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, back);
      answer.pipe(outgoing);
    });
    upstream.once('error', (error) => {
      // The visitor left, or the answer broke off midway: nothing more can be said.
      if (outgoing.headersSent || outgoing.destroyed) return outgoing.destroy();
      console.error(`[api-gateway] ${incoming.method} /${path} failed:`, error);
      void writeResponse(outgoing, envelopeReply({ headers }, 'SERVICE_UNAVAILABLE')).catch(() => outgoing.destroy());
    });
    incoming.pipe(upstream);
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
    const { pathname } = new URL(incoming.url ?? '/', 'http://localhost');
    if (nextOwn.some((pattern) => pattern.test(pathname))) return false;
    const segments = apiSegments(pathname);
    if (segments === null) return false;
    await forward(incoming, outgoing, segments);
    return true;
  };
}

async function forward(incoming: IncomingMessage, outgoing: ServerResponse, segments: string[]): Promise<void> {
  const headers = headersOf(incoming);
  const refused = refuseForeignRequest({ method: incoming.method ?? 'GET', headers }, { forms: true });
  if (refused) return writeResponse(outgoing, refused);
  const path = segments.map((segment) => encodeURIComponent(segment)).join('/');
  if (isServerOnlyPath(path)) return writeResponse(outgoing, envelopeReply({ headers }, 'ROUTE_NOT_FOUND'));
  if (readSessionCookies(headers.get('cookie')).longToken) return forwardWithSession(incoming, outgoing, headers, segments);
  return pipeToApi(incoming, outgoing, headers, path);
}
