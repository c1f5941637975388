import type { z } from 'zod';
import type { LoginResult, registeredUserSchema } from '@app/contracts/accounts';
import { apiEnvelope } from '@/lib/api-client';
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
  const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
  let registered;
  try {
    registered = await apiEnvelope<z.infer<typeof registeredUserSchema>>('/auth/register', {
      method: 'POST',
      body,
      ...visitorCall(request),
    });
  } catch (error) {
    return failureReply(error, locale);
  }

  let user: InfoUser | null = null;
  let cookies: CookieSpec[] = [];
  try {
    const login = await apiEnvelope<LoginResult>('/auth/authenticate', {
      method: 'POST',
      body: { username: registered.result.email, password: body?.password },
      ...visitorCall(request),
    });
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
