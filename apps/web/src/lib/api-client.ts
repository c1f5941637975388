import type { Envelope, FieldError } from '@app/contracts/envelope';
import { defaultLocale, type Locale } from '@app/contracts/locale';
import { SESSION_EXPIRED_HEADER } from '../config/cookies';
import { failureFeedback, type ApiFailure, type FailureFeedback } from './api-failure';
import { createLatestWins } from './latest-wins';

export const REQUEST_TIMEOUT_MS = 60_000;

const DEFAULT_API_URL = 'http://127.0.0.1:4000';

/** Who is calling: on the server the page passes the visitor's locale and cookie token. */
export interface RequestContext {
  locale?: Locale;
  token?: string;
}

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Plain values are sent as JSON; FormData, URLSearchParams and Blob are sent as they are. */
  body?: unknown;
  context?: RequestContext;
  signal?: AbortSignal;
  /** Requests sharing this key cancel each other: only the newest answer is used. */
  latestKey?: string;
  /** In the browser, failures are shown to the user unless the caller handles them itself. */
  autoShowError?: boolean;
  timeoutMs?: number;
  /**
   * On the server, for public data only (no token): keep the answer in Next's data cache for
   * `seconds` under `tags`, so pages are revalidated on a timer or when staff change content.
   */
  cacheFor?: { seconds: number; tags: readonly string[] };
  /** Extra request headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string | undefined;
  readonly fieldErrors: FieldError[];
  readonly body: unknown;

  constructor(status: number, message: string, details: { errorCode?: string; fieldErrors?: FieldError[]; body?: unknown } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = details.errorCode;
    this.fieldErrors = details.fieldErrors ?? [];
    this.body = details.body;
  }
}

/** The request was canceled by the caller, or superseded by a newer one with the same key. */
export class CanceledError extends Error {
  constructor(message = 'Request canceled') {
    super(message);
    this.name = 'CanceledError';
  }
}

type FailureReporter = (feedback: FailureFeedback, error: ApiError | CanceledError) => void;

let failureReporter: FailureReporter | undefined;

/** The browser app registers how feedback reaches the user (notifications, navigation). */
export function setFailureReporter(reporter: FailureReporter | undefined): void {
  failureReporter = reporter;
}

let sessionExpiredListener: (() => void) | undefined;

/**
 * The browser app registers what happens when the web server had to end the session while serving
 * a call ("phiên đăng nhập hết hạn", session cleared, home page).
 */
export function setSessionExpiredListener(listener: (() => void) | undefined): void {
  sessionExpiredListener = listener;
}

const latestWins = createLatestWins();

const isBrowser = () => typeof window !== 'undefined';

function baseUrl(): string {
  // The browser never sees the token: its calls go through the same-origin proxy in src/app/api.
  return isBrowser() ? '/api' : (process.env.API_URL ?? DEFAULT_API_URL).replace(/\/+$/, '');
}

function currentLocale(context: RequestContext | undefined): Locale {
  if (context?.locale) return context.locale;
  if (isBrowser() && document.documentElement.lang === 'en') return 'en';
  return defaultLocale;
}

export function buildUrl(base: string, path: string, query: ApiRequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  const suffix = search.size > 0 ? `?${search.toString()}` : '';
  return `${base}/${path.replace(/^\/+/, '')}${suffix}`;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

function isEnvelope(value: unknown): value is Envelope<unknown> & { error_code?: string; errors?: FieldError[] } {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

async function readEnvelope(response: Response): Promise<Envelope<unknown>> {
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!isEnvelope(parsed)) {
    // An empty or unreadable reply is a failure even with a 2xx status; 0 marks "no usable answer".
    throw new ApiError(response.ok ? 0 : response.status, '', { body: text });
  }
  const code = parsed.code >= 400 || response.ok ? parsed.code : response.status;
  if (code >= 400) {
    throw new ApiError(code, typeof parsed.message === 'string' ? parsed.message : '', {
      errorCode: parsed.error_code,
      fieldErrors: parsed.errors,
      body: parsed,
    });
  }
  return parsed;
}

function report(error: ApiError | CanceledError, autoShow: boolean): void {
  const failure: ApiFailure =
    error instanceof CanceledError ? { kind: 'canceled' } : { kind: 'response', status: error.status, message: error.message };
  const feedback = failureFeedback(failure);
  if (feedback.action === 'log' || !autoShow || !failureReporter) {
    console.info(`[api] ${error.name}: ${error.message || (error instanceof ApiError ? error.status : '')}`);
    return;
  }
  failureReporter(feedback, error);
}

/** Calls the API and returns the whole envelope; throws ApiError or CanceledError. */
export async function apiEnvelope<T>(path: string, options: ApiRequestOptions = {}): Promise<Envelope<T>> {
  const { method = 'GET', query, body, context, signal, latestKey, timeoutMs = REQUEST_TIMEOUT_MS, cacheFor } = options;
  const autoShow = options.autoShowError ?? isBrowser();

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('Request timed out', 'TimeoutError'));
  }, timeoutMs);
  const ticket = latestKey ? latestWins.begin(latestKey) : undefined;
  const sources = [signal, ticket?.signal].filter((source): source is AbortSignal => source !== undefined);
  const abortFromSource = (event: Event) => controller.abort((event.target as AbortSignal).reason);
  for (const source of sources) {
    if (source.aborted) controller.abort(source.reason);
    else source.addEventListener('abort', abortFromSource, { once: true });
  }

  const headers = new Headers({ ...options.headers, Accept: 'application/json', 'Accept-Language': currentLocale(context) });
  if (context?.token) headers.set('Authorization', `Bearer ${context.token}`);
  const encodedBody = encodeBody(body, headers);

  try {
    const response = await fetch(buildUrl(baseUrl(), path, query), {
      method,
      headers,
      body: encodedBody,
      signal: controller.signal,
      ...(cacheFor && !context?.token && !isBrowser()
        ? { next: { revalidate: cacheFor.seconds, tags: [...cacheFor.tags] } }
        : { cache: 'no-store' as const }),
      credentials: 'same-origin',
    });
    if (response.headers.get(SESSION_EXPIRED_HEADER)) sessionExpiredListener?.();
    const envelope = await readEnvelope(response);
    if (ticket && !ticket.isLatest()) throw new CanceledError('Superseded by a newer request');
    return envelope as Envelope<T>;
  } catch (error) {
    const failure = classify(error, {
      stale: ticket !== undefined && !ticket.isLatest(),
      canceled: controller.signal.aborted && !timedOut,
    });
    report(failure, autoShow);
    throw failure;
  } finally {
    clearTimeout(timer);
    ticket?.finish();
    for (const source of sources) source.removeEventListener('abort', abortFromSource);
  }
}

function classify(error: unknown, state: { stale: boolean; canceled: boolean }): ApiError | CanceledError {
  if (error instanceof CanceledError) return error;
  // An answer to a superseded request is dropped, even an error one.
  if (state.stale) return new CanceledError('Superseded by a newer request');
  if (error instanceof ApiError) return error;
  if (state.canceled) return new CanceledError();
  // Network failures and timeouts: no usable answer arrived.
  return new ApiError(0, '', { body: error });
}
