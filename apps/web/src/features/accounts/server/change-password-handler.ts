import { accountEndpoints } from '@app/contracts/accounts';
import type { Envelope } from '@app/contracts/envelope';
import { LONG_TOKEN_COOKIE, SESSION_ONLY_COOKIE, SIGNED_IN_COOKIE, TOKEN_COOKIE } from '@/config/cookies';
import { forwardToApi } from '@/lib/api-proxy';
import { isSecureRequest, readSessionCookies, sessionCookies, toSetCookie } from '@/lib/session-cookies';

const SESSION_COOKIE_NAMES = new Set([TOKEN_COOKIE, LONG_TOKEN_COOKIE, SESSION_ONLY_COOKIE, SIGNED_IN_COOKIE]);

/**
 * POST /api/auth/change-password: forwarded with the session rules of the API proxy. The API ends
 * every other session and answers with a fresh one, which goes into the cookies; the browser gets
 * the message only.
 */
export async function handleChangePassword(request: Request): Promise<Response> {
  const upstream = await forwardToApi(request, '', accountEndpoints.changePassword.path.split('/').filter(Boolean), { serverRoute: true });
  const text = await upstream.text();
  let envelope: Envelope<unknown> | undefined;
  try {
    envelope = JSON.parse(text) as Envelope<unknown>;
  } catch {
    envelope = undefined;
  }
  const headers = new Headers(upstream.headers);
  const tokens = accountEndpoints.changePassword.reply.safeParse(envelope?.result);
  const fresh = upstream.ok && tokens.success && tokens.data.token ? tokens.data : null;
  if (!fresh || !envelope) return new Response(text, { status: upstream.status, headers });

  headers.delete('set-cookie');
  // Cookies other than the session's that the proxy passed on are kept; the new session replaces the rest.
  for (const cookie of upstream.headers.getSetCookie()) {
    if (!SESSION_COOKIE_NAMES.has(cookie.split('=')[0] ?? '')) headers.append('set-cookie', cookie);
  }
  const { sessionOnly } = readSessionCookies(request.headers.get('cookie'));
  for (const cookie of sessionCookies(fresh, { secure: isSecureRequest(request), sessionOnly }))
    headers.append('set-cookie', toSetCookie(cookie));
  headers.set('cache-control', 'no-store');
  return Response.json({ code: envelope.code, message: envelope.message, result: null }, { status: upstream.status, headers });
}
