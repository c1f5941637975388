import { accountEndpoints, type LoginResult, type Me } from '@app/contracts/accounts';
import { callEndpoint } from '@/lib/call-endpoint';
import { toInfoUser, type InfoUser } from '@/lib/info-user';
import { isSecureRequest, sessionCookies, type CookieSpec } from '@/lib/session-cookies';
import { visitorCall } from './visitor-context';

export type OpenedSession = { kind: 'opened'; user: InfoUser; cookies: CookieSpec[] } | { kind: 'account-error' };

/** Ends a long token on the API; the answer does not matter to the caller. */
export async function revokeLongToken(request: Request, longToken: string, userId?: number): Promise<void> {
  await callEndpoint(accountEndpoints.logout, { body: { userId, longToken } }, visitorCall(request)).catch(() => undefined);
}

/**
 * After a sign-in: the profile is fetched with the new token; without a profile the
 * tokens are given up (and revoked) and the caller shows the account error. `loginType` null is a
 * social sign-in, which does not keep the login type.
 */
export async function openSession(
  request: Request,
  tokens: LoginResult,
  options: { loginType: string | null; remember: boolean },
): Promise<OpenedSession> {
  let me: Me | null = null;
  try {
    me = await callEndpoint(accountEndpoints.me, {}, visitorCall(request, tokens.token));
  } catch {
    me = null;
  }
  if (!me) {
    await revokeLongToken(request, tokens.long_token);
    return { kind: 'account-error' };
  }
  const cookies = sessionCookies(
    { token: tokens.token, long_token: tokens.long_token, login_type: options.loginType },
    { secure: isSecureRequest(request), sessionOnly: !options.remember },
  );
  return { kind: 'opened', user: toInfoUser(me), cookies };
}
