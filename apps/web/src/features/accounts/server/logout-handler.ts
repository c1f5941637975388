import { accountEndpoints, accountMessages } from '@app/contracts/accounts';
import { webSessionEndpoints } from '@app/contracts/web-session';
import { callEndpointEnvelope } from '@/lib/call-endpoint';
import { clearedSessionCookies, isSecureRequest, readSessionCookies } from '@/lib/session-cookies';
import { failureReply, okReply, refusalReply, requestLocale } from './bff-reply';
import { visitorCall } from './visitor-context';

/**
 * POST /api/auth/logout: the API revokes the long token (form data userId, longToken); on its code 0
 * or 200 the cookies go. Any other answer leaves the session as it is and is passed on, so the page
 * shows it as a warning and the user stays signed in.
 */
export async function handleLogout(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const parsed = webSessionEndpoints.logout.body.safeParse(await request.json().catch(() => null));
  const userId = parsed.success ? parsed.data?.userId : undefined;
  const { longToken } = readSessionCookies(request.headers.get('cookie'));
  const cleared = clearedSessionCookies(isSecureRequest(request));
  if (!longToken) return okReply(null, accountMessages.loggedOut[locale], cleared);

  try {
    const answer = await callEndpointEnvelope(accountEndpoints.logout, { body: { userId, longToken } }, visitorCall(request));
    if (answer.code !== 0 && answer.code !== 200) return refusalReply(answer.message);
    return okReply(null, answer.message, cleared);
  } catch (error) {
    return failureReply(error, locale);
  }
}
