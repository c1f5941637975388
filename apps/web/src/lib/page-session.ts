import { isAccessTokenUsable } from './access-token';
import {
  clearedSessionCookies,
  isSecureRequest,
  readSessionCookies,
  sessionCookies,
  sessionExpiredNoticeCookie,
  type CookieSpec,
} from './session-cookies';
import { refreshSession, visitorHeaders } from './session-refresh';

export type PageSession =
  | { kind: 'unchanged' }
  | { kind: 'renewed'; cookies: CookieSpec[] }
  /** The session could not be renewed: cleared, with a notice for the page to show. */
  | { kind: 'expired'; cookies: CookieSpec[] };

/**
 * Before a page renders on the server: an access token that is missing or past its expiry, next to a
 * long token, is refreshed here, where cookies can still be written, so the page and its API calls
 * see a valid session (the same rules as the API proxy).
 */
export async function renewPageSession(request: Request): Promise<PageSession> {
  const { token, longToken, sessionOnly } = readSessionCookies(request.headers.get('cookie'));
  if (!longToken || isAccessTokenUsable(token)) return { kind: 'unchanged' };
  const secure = isSecureRequest(request);
  const outcome = await refreshSession(longToken, visitorHeaders(request));
  if (outcome.kind === 'refreshed') {
    return { kind: 'renewed', cookies: sessionCookies({ token: outcome.token, long_token: outcome.longToken }, { secure, sessionOnly }) };
  }
  if (outcome.kind === 'refused')
    return { kind: 'expired', cookies: [...clearedSessionCookies(secure), sessionExpiredNoticeCookie(secure)] };
  return { kind: 'unchanged' };
}
