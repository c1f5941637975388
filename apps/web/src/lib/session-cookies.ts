import {
  LOGIN_TYPE_COOKIE,
  LONG_TOKEN_COOKIE,
  LONG_TOKEN_COOKIE_MAX_AGE,
  SESSION_EXPIRED_COOKIE,
  SESSION_ONLY_COOKIE,
  SIGNED_IN_COOKIE,
  TOKEN_COOKIE,
  TOKEN_COOKIE_MAX_AGE,
} from '../config/cookies';
import { readCookie, serializeCookie, type CookieOptions } from './cookie-header';

/** The session as the browser's cookies carry it; only the web server can read it. */
export interface SessionCookies {
  token?: string;
  longToken?: string;
  /** Unchecked "remember me": the cookies end with the browser session. */
  sessionOnly: boolean;
}

export interface IssuedTokens {
  token: string;
  long_token: string;
  /** Stored for a password sign-in, removed for a social one, kept as it is by a refresh. */
  login_type?: string | null;
}

export function readSessionCookies(cookieHeader: string | null | undefined): SessionCookies {
  return {
    token: readCookie(cookieHeader, TOKEN_COOKIE),
    longToken: readCookie(cookieHeader, LONG_TOKEN_COOKIE),
    sessionOnly: readCookie(cookieHeader, SESSION_ONLY_COOKIE) === '1',
  };
}

/** HTTPS directly, or behind a proxy that says so. */
export function isSecureRequest(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/** One cookie to set; route handlers and the page proxy hand it to Next, the API proxy writes the header. */
export interface CookieSpec {
  name: string;
  value: string;
  options: CookieOptions;
}

const hidden = (secure: boolean): CookieOptions => ({ httpOnly: true, secure, sameSite: 'Lax', path: '/' });
const removed = (name: string, secure: boolean): CookieSpec => ({ name, value: '', options: { ...hidden(secure), maxAge: 0 } });

/** The cookies that store a new session (or a refreshed one). */
export function sessionCookies(tokens: IssuedTokens, options: { secure: boolean; sessionOnly: boolean }): CookieSpec[] {
  const { secure, sessionOnly } = options;
  const lasting = (maxAge: number): CookieOptions => (sessionOnly ? hidden(secure) : { ...hidden(secure), maxAge });
  const cookies: CookieSpec[] = [
    { name: TOKEN_COOKIE, value: tokens.token, options: lasting(TOKEN_COOKIE_MAX_AGE) },
    { name: LONG_TOKEN_COOKIE, value: tokens.long_token, options: lasting(LONG_TOKEN_COOKIE_MAX_AGE) },
    sessionOnly ? { name: SESSION_ONLY_COOKIE, value: '1', options: hidden(secure) } : removed(SESSION_ONLY_COOKIE, secure),
    { name: SIGNED_IN_COOKIE, value: '1', options: { ...lasting(LONG_TOKEN_COOKIE_MAX_AGE), httpOnly: undefined } },
  ];
  if (tokens.login_type) cookies.push({ name: LOGIN_TYPE_COOKIE, value: tokens.login_type, options: lasting(LONG_TOKEN_COOKIE_MAX_AGE) });
  else if (tokens.login_type === null) cookies.push(removed(LOGIN_TYPE_COOKIE, secure));
  return cookies;
}

/** The cookies that end the session. */
export function clearedSessionCookies(secure: boolean): CookieSpec[] {
  return [TOKEN_COOKIE, LONG_TOKEN_COOKIE, LOGIN_TYPE_COOKIE, SESSION_ONLY_COOKIE, SIGNED_IN_COOKIE].map((name) => removed(name, secure));
}

/** A short-lived cookie page scripts read once: the session ended while a page was being loaded. */
export function sessionExpiredNoticeCookie(secure: boolean): CookieSpec {
  return { name: SESSION_EXPIRED_COOKIE, value: '1', options: { secure, sameSite: 'Lax', path: '/', maxAge: 60 } };
}

export const toSetCookie = (cookie: CookieSpec): string => serializeCookie(cookie.name, cookie.value, cookie.options);

/** For Next's `response.cookies.set`, whose option names are lower case. */
export function nextCookie(cookie: CookieSpec) {
  const { httpOnly, secure, sameSite, path, maxAge } = cookie.options;
  return {
    name: cookie.name,
    value: cookie.value,
    httpOnly,
    secure,
    path,
    maxAge,
    sameSite: sameSite?.toLowerCase() as 'lax' | 'strict' | 'none' | undefined,
  };
}
