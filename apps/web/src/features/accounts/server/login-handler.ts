import { accountEndpoints } from '@app/contracts/accounts';
import { webSessionEndpoints } from '@app/contracts/web-session';
import { callEndpointEnvelope } from '@/lib/call-endpoint';
import { catalogReply, failureReply, okReply, refusalReply, requestLocale } from './bff-reply';
import { openSession } from './open-session';
import { visitorCall } from './visitor-context';

/**
 * POST /api/auth/login: signs in with the API, keeps the tokens in HttpOnly cookies and answers the
 * browser with the signed-in user only.
 */
export async function handleLogin(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const parsed = webSessionEndpoints.login.body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return catalogReply('VALIDATION_FAILED', locale);
  const { remember, ...credentials } = parsed.data;
  try {
    const answer = await callEndpointEnvelope(accountEndpoints.login, { body: credentials }, visitorCall(request));
    if (answer.message !== 'OK') return refusalReply(answer.message);
    const session = await openSession(request, answer.result, { loginType: answer.result.login_type, remember });
    if (session.kind === 'account-error') return catalogReply('ACCOUNT_INACTIVE', locale);
    return okReply({ user: session.user }, 'OK', session.cookies);
  } catch (error) {
    return failureReply(error, locale);
  }
}
