import { accountEndpoints } from '@app/contracts/accounts';
import { errorCatalog } from '@app/contracts/errors';
import { localeFromHeader } from '@app/contracts/locale';
import { SESSION_EXPIRED_HEADER } from '../config/cookies';
import { isAccessTokenUsable } from './access-token';
import { apiUrl } from './api-url';
import type { WithHeaders } from './header-reader';
import { guarded } from './request-guard';
import { clearedSessionCookies, isSecureRequest, readSessionCookies, sessionCookies, toSetCookie } from './session-cookies';
import { refreshSession, visitorHeaders, type RefreshOutcome } from './session-refresh';

/** Headers that describe one connection, not the message: never forwarded (RFC 9110 §7.6.1). */
export const HOP_BY_HOP = new Set([
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

/**
 * Set again by fetch for the new connection, or invalid once fetch has decoded the body; the
 * forwarding headers are the visitor's own claims and are replaced by what this server saw.
 */
export const REQUEST_SKIPPED = new Set([
  ...HOP_BY_HOP,
  'host',
  'content-length',
  'cookie',
  'expect',
  'x-forwarded-for',
  'forwarded',
  'x-real-ip',
]);
const RESPONSE_SKIPPED = new Set([...HOP_BY_HOP, 'content-length', 'content-encoding', 'set-cookie']);

/**
 * API routes whose answers carry tokens, or that need the long token: only the web server's own
 * routes under /api/auth call them, so no token ever reaches a page script.
 */
const SERVER_ONLY_PATHS: readonly string[] = [
  accountEndpoints.login,
  accountEndpoints.facebookLogin,
  accountEndpoints.googleLogin,
  accountEndpoints.logout,
  accountEndpoints.refresh,
  accountEndpoints.changePassword,
].map((endpoint) => endpoint.path.slice(1));

/** Bodies up to this size are kept so the request can be sent again after a refresh; larger ones stream. */
const MAX_REPLAY_BYTES = 1024 * 1024;

/** Whether only the web server's own routes may call this API path. */
export const isServerOnlyPath = (path: string) => SERVER_ONLY_PATHS.includes(path);

function upstreamUrl(request: Request, path: string): string {
  return `${apiUrl()}/${path}${new URL(request.url).search}`;
}

function forwardedHeaders(request: Request, token: string | undefined): Headers {
  const headers = new Headers();
  request.headers.forEach((value, name) => {
    if (!REQUEST_SKIPPED.has(name)) headers.set(name, value);
  });
  for (const [name, value] of Object.entries(visitorHeaders(request))) headers.set(name, value);
  // The token lives in an HttpOnly cookie that page scripts cannot read; the bearer is added here.
  if (token) headers.set('authorization', `Bearer ${token}`);
  return headers;
}

export function envelopeReply(request: WithHeaders, code: keyof typeof errorCatalog): Response {
  const { status, ...messages } = errorCatalog[code];
  const locale = localeFromHeader(request.headers.get('accept-language'));
  return Response.json(
    { code: status, message: messages[locale], result: null, error_code: code },
    { status, headers: { 'cache-control': 'no-store' } },
  );
}

type Body = Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> | undefined;

/**
 * Keeps a body of up to MAX_REPLAY_BYTES so it can be sent again after a refresh; a larger one is
 * passed on as a stream made of what was read and the rest.
 */
async function requestBody(request: Request, keep: boolean): Promise<{ body: Body; replayable: boolean }> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.body === null) return { body: undefined, replayable: true };
  if (!keep) return { body: request.body, replayable: false };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      const body = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        body.set(chunk, offset);
        offset += chunk.byteLength;
      }
      return { body, replayable: true };
    }
    chunks.push(value);
    size += value.byteLength;
    if (size > MAX_REPLAY_BYTES) break;
  }
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { body: stream, replayable: false };
}

function send(request: Request, path: string, token: string | undefined, body: Body): Promise<Response> {
  return fetch(upstreamUrl(request, path), {
    method: request.method,
    headers: forwardedHeaders(request, token),
    body,
    // Node's fetch needs this to send a streamed body.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    redirect: 'manual',
    signal: request.signal,
    cache: 'no-store',
  } as RequestInit);
}

/**
 * A 401 body code, or a 500 code when no authorization was sent, means the session
 * needs a new access token. The API's error bodies carry the HTTP status as their code.
 */
async function asksForNewToken(upstream: Response, authorizationSent: boolean): Promise<{ asks: boolean; response: Response }> {
  if (upstream.status !== 401 && upstream.status !== 500) return { asks: false, response: upstream };
  const text = await upstream.text();
  let code = upstream.status;
  try {
    const parsed = JSON.parse(text) as { code?: unknown };
    if (typeof parsed.code === 'number') code = parsed.code;
  } catch {
    // Not an envelope: the HTTP status stands.
  }
  const response = new Response(text, { status: upstream.status, statusText: upstream.statusText, headers: upstream.headers });
  return { asks: code === 401 || (code === 500 && !authorizationSent), response };
}

/** What the session became while serving one request. */
class SessionChange {
  cookies: string[] = [];
  expired = false;

  constructor(
    private readonly secure: boolean,
    private readonly sessionOnly: boolean,
  ) {}

  apply(outcome: Extract<RefreshOutcome, { kind: 'refreshed' }>): void {
    const tokens = { token: outcome.token, long_token: outcome.longToken };
    this.cookies = sessionCookies(tokens, { secure: this.secure, sessionOnly: this.sessionOnly }).map(toSetCookie);
  }

  expire(): void {
    this.expired = true;
    this.cookies = clearedSessionCookies(this.secure).map(toSetCookie);
  }
}

/**
 * Forwards a request to the API as it is: method, query, headers and body (JSON, forms, multipart
 * uploads), and streams the answer back with its status and headers. With a long token in the
 * cookies it also keeps the session alive: an access token that is missing or past
 * its expiry is refreshed first; a 401 answer leads to one refresh and one retry; a session that
 * cannot be renewed is cleared and the answer says so in the `x-session-expired` header.
 * `serverRoute` is for the web server's own auth routes, which may call the token-bearing API routes.
 */
export async function forwardToApi(
  request: Request,
  pathPrefix: string,
  segments: readonly string[] = [],
  options: { serverRoute?: boolean } = {},
): Promise<Response> {
  const path = [pathPrefix, ...segments.map((segment) => encodeURIComponent(segment))].filter(Boolean).join('/');
  if (!options.serverRoute && pathPrefix === '' && isServerOnlyPath(path)) {
    return envelopeReply(request, 'ROUTE_NOT_FOUND');
  }

  const session = readSessionCookies(request.headers.get('cookie'));
  const change = new SessionChange(isSecureRequest(request), session.sessionOnly);
  let { token } = session;
  // Files and the API documentation take no session: a picture never waits for a refresh.
  let longToken = pathPrefix === '' ? session.longToken : undefined;
  let refreshedHere = false;

  try {
    const { body, replayable } = await requestBody(request, longToken !== undefined);

    if (longToken && !isAccessTokenUsable(token)) {
      const outcome = await refreshSession(longToken, visitorHeaders(request));
      if (outcome.kind === 'refreshed') {
        change.apply(outcome);
        ({ token, longToken } = outcome);
        refreshedHere = true;
      } else if (outcome.kind === 'refused') {
        change.expire();
        token = undefined;
      }
    }

    let upstream = await send(request, path, token, body);

    if (longToken && !change.expired) {
      const first = await asksForNewToken(upstream, token !== undefined || request.headers.has('authorization'));
      upstream = first.response;
      if (first.asks && refreshedHere) {
        // The token was renewed for this very request and is still refused: the retry has failed.
        change.expire();
      } else if (first.asks) {
        const outcome = await refreshSession(longToken, visitorHeaders(request));
        if (outcome.kind === 'refused') change.expire();
        if (outcome.kind === 'refreshed') {
          change.apply(outcome);
          if (replayable) {
            const retry = await asksForNewToken(await send(request, path, outcome.token, body), true);
            upstream = retry.response;
            if (retry.asks) change.expire();
          }
        }
      }
    }

    return reply(request, upstream, change);
  } catch (error) {
    if (request.signal.aborted) return new Response(null, { status: 499 });
    console.error(`[api-proxy] ${request.method} /${path} failed:`, error);
    return reply(request, envelopeReply(request, 'SERVICE_UNAVAILABLE'), change);
  }
}

function reply(request: Request, upstream: Response, change: SessionChange): Response {
  const headers = new Headers();
  upstream.headers.forEach((value, name) => {
    if (!RESPONSE_SKIPPED.has(name)) headers.set(name, value);
  });
  for (const cookie of upstream.headers.getSetCookie()) headers.append('set-cookie', cookie);
  for (const cookie of change.cookies) headers.append('set-cookie', cookie);
  if (change.expired) headers.set(SESSION_EXPIRED_HEADER, '1');
  if (change.cookies.length > 0) headers.set('cache-control', 'no-store');

  const bodyless = request.method === 'HEAD' || upstream.status === 204 || upstream.status === 304;
  return new Response(bodyless ? null : upstream.body, { status: upstream.status, statusText: upstream.statusText, headers });
}

/**
 * The browser's calls to the API: the site's pages (JSON, uploads and the MoMo stand-in's form) and
 * servers without a browser (MoMo's and the banks' notifications, in JSON); changes asked by other
 * sites are refused. The session cookies become the bearer and are renewed on the way.
 */
export const serveApi = guarded(async (request: Request, segments: readonly string[]) => forwardToApi(request, '', segments), {
  forms: true,
});
