import { accountEndpoints } from '@app/contracts/accounts';
import { apiUrl } from './api-url';
import type { WithHeaders } from './header-reader';

export type RefreshOutcome =
  | { kind: 'refreshed'; token: string; longToken: string }
  /** The API answered without a token: the session is over. */
  | { kind: 'refused' }
  /** No answer from the API at all: it never saw the long token, so the session is left as it is. */
  | { kind: 'unreachable' };

interface Registry {
  inFlight: Map<string, Promise<RefreshOutcome>>;
  settled: Map<string, { outcome: RefreshOutcome; at: number }>;
}

/**
 * A long token works once: the API rotates it on each use and ends the whole session when a used
 * one comes back. A page with several calls in flight, or a page load next to its own API calls,
 * presents the same long token many times, so each long token is traded once per web process and
 * every request carrying it gets that one outcome. Requests still carrying the old token a little
 * later (sent before the browser stored the new cookies) get it from `settled`. The window is short:
 * within it a copied old long token is not caught as a reuse by the API.
 */
const SETTLED_FOR_MS = 15_000;
const REFRESH_TIMEOUT_MS = 60_000;

// The page proxy and the route handlers are bundled apart; the process-wide symbol gives them one registry.
const REGISTRY = Symbol.for('senvang.web.session-refresh');

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry };
  holder[REGISTRY] ??= { inFlight: new Map(), settled: new Map() };
  return holder[REGISTRY];
}

function forgetOld(settled: Registry['settled'], now: number): void {
  for (const [key, entry] of settled) {
    if (now - entry.at > SETTLED_FOR_MS) settled.delete(key);
  }
}

/** Gateways in front of a stopped API answer these; the API itself never saw the request. */
const NOT_REACHED = new Set([502, 503, 504]);

async function callRefresh(longToken: string, headers: HeadersInit): Promise<RefreshOutcome> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl()}${accountEndpoints.refresh.path}?long_token=${encodeURIComponent(longToken)}`, {
      method: accountEndpoints.refresh.method,
      headers: { ...Object.fromEntries(new Headers(headers)), accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (NOT_REACHED.has(response.status)) return { kind: 'unreachable' };
  try {
    const body = (await response.json()) as { code?: unknown; result?: unknown };
    const tokens = accountEndpoints.refresh.reply.safeParse(body.result);
    if (typeof body.code === 'number' && body.code < 400 && tokens.success && tokens.data.token) {
      return { kind: 'refreshed', token: tokens.data.token, longToken: tokens.data.long_token || longToken };
    }
  } catch {
    // An unreadable answer gives no token either.
  }
  return { kind: 'refused' };
}

/**
 * Trades a long token for a new access token and long token, once per long token.
 * `headers` carries what the API should know of the visitor (forwarded address, user agent).
 */
export function refreshSession(longToken: string, headers: HeadersInit = {}): Promise<RefreshOutcome> {
  const { inFlight, settled } = registry();
  const now = Date.now();
  forgetOld(settled, now);
  const known = settled.get(longToken);
  if (known) return Promise.resolve(known.outcome);
  const running = inFlight.get(longToken);
  if (running) return running;

  const pending = callRefresh(longToken, headers).then((outcome) => {
    inFlight.delete(longToken);
    if (outcome.kind !== 'unreachable') settled.set(longToken, { outcome, at: Date.now() });
    return outcome;
  });
  inFlight.set(longToken, pending);
  return pending;
}

/**
 * The address the web server saw the request come from: the last X-Forwarded-For entry, which the
 * nearest hop wrote (Next.js puts the connecting address there when the header is absent; an edge
 * proxy appends or overwrites it). Entries before it are whatever the visitor claimed.
 */
export function seenAddress(request: WithHeaders): string | undefined {
  return request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || undefined;
}

/**
 * Headers of the browser's request that the API should see on a call made for it: who is calling.
 * X-Forwarded-For carries the seen address alone, in place of the chain the visitor sent, so the
 * API (trusting this server) counts that address and nothing the visitor wrote (decision 0090).
 */
export function visitorHeaders(request: WithHeaders): Record<string, string> {
  const headers: Record<string, string> = {};
  const address = seenAddress(request);
  if (address) headers['x-forwarded-for'] = address;
  const userAgent = request.headers.get('user-agent');
  if (userAgent) headers['user-agent'] = userAgent;
  return headers;
}
