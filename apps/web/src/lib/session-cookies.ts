import {
  LOGIN_TYPE_COOKIE,
  LONG_TOKEN_COOKIE,
  LONG_TOKEN_COOKIE_MAX_AGE,
  SESSION_EXPIRED_COOKIE,
  SESSION_ONLY_COOKIE,
  TOKEN_COOKIE,
  TOKEN_COOKIE_MAX_AGE,
} from '../config/cookies';
import { readCookie, serializeCookie } from './cookie-header';

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
  /** Stored for a password sign-in, removed for a social one (spec section 4), kept as it is by a refresh. */
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

const hidden = (secure: boolean) => ({ httpOnly: true, secure, sameSite: 'Lax' as const, path: '/' });

/** Set-Cookie values that store a new session (or a refreshed one). */
export function sessionCookieValues(tokens: IssuedTokens, options: { secure: boolean; sessionOnly: boolean }): string[] {
  const { secure, sessionOnly } = options;
  const lifetime = (seconds: number) => (sessionOnly ? {} : { maxAge: seconds });
  const values = [
    serializeCookie(TOKEN_COOKIE, tokens.token, { ...hidden(secure), ...lifetime(TOKEN_COOKIE_MAX_AGE) }),
    serializeCookie(LONG_TOKEN_COOKIE, tokens.long_token, { ...hidden(secure), ...lifetime(LONG_TOKEN_COOKIE_MAX_AGE) }),
    sessionOnly
      ? serializeCookie(SESSION_ONLY_COOKIE, '1', hidden(secure))
      : serializeCookie(SESSION_ONLY_COOKIE, '', { ...hidden(secure), maxAge: 0 }),
  ];
  if (tokens.login_type) {
    values.push(serializeCookie(LOGIN_TYPE_COOKIE, tokens.login_type, { ...hidden(secure), ...lifetime(LONG_TOKEN_COOKIE_MAX_AGE) }));
  } else if (tokens.login_type === null) {
    values.push(serializeCookie(LOGIN_TYPE_COOKIE, '', { ...hidden(secure), maxAge: 0 }));
  }
  return values;
}

/** Set-Cookie values that end the session. */
export function clearedSessionCookieValues(secure: boolean): string[] {
  return [TOKEN_COOKIE, LONG_TOKEN_COOKIE, LOGIN_TYPE_COOKIE, SESSION_ONLY_COOKIE].map((name) =>
    serializeCookie(name, '', { ...hidden(secure), maxAge: 0 }),
  );
}

/** A short-lived cookie page scripts read once: the session ended while a page was being loaded. */
export function sessionExpiredNoticeCookie(secure: boolean): string {
  return serializeCookie(SESSION_EXPIRED_COOKIE, '1', { secure, sameSite: 'Lax', path: '/', maxAge: 60 });
}
