import { accountEndpoints } from '@app/contracts/accounts';
import type { EndpointInput } from '@app/contracts/endpoint';
import { callEndpointEnvelope } from '@/lib/call-endpoint';
import type { InfoUser } from '@/lib/info-user';
import type { CookieSpec } from '@/lib/session-cookies';
import { failureReply, okReply, requestLocale } from './bff-reply';
import { openSession } from './open-session';
import { visitorCall } from './visitor-context';

/**
 * POST /api/auth/register: creates the account, then signs in with the email as username.
 * A failed automatic sign-in is only logged: the registration stands, without a session.
 */
export async function handleRegister(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  // Passed on as it came: the API checks it and answers the field errors the form shows.
  const body = (await request.json().catch(() => null)) as EndpointInput<typeof accountEndpoints.register>['body'] | null;
  let registered;
  try {
    registered = await callEndpointEnvelope(accountEndpoints.register, { body: body as NonNullable<typeof body> }, visitorCall(request));
  } catch (error) {
    return failureReply(error, locale);
  }

  let user: InfoUser | null = null;
  let cookies: CookieSpec[] = [];
  try {
    const login = await callEndpointEnvelope(
      accountEndpoints.login,
      { body: { username: registered.result.email, password: typeof body?.password === 'string' ? body.password : '' } },
      visitorCall(request),
    );
    const session = await openSession(request, login.result, { loginType: login.result.login_type, remember: true });
    if (session.kind === 'opened') ({ user, cookies } = session);
    else console.info(`[auth] registered ${registered.result.username} but the profile could not be read`);
  } catch (error) {
    console.info(
      `[auth] registered ${registered.result.username} but the automatic sign-in failed:`,
      error instanceof Error ? error.message : error,
    );
  }
  return okReply({ user }, registered.message, cookies);
}
