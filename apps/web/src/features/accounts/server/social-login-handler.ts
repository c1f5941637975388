import { accountEndpoints } from '@app/contracts/accounts';
import { socialProviders, webSessionEndpoints, type SocialProvider } from '@app/contracts/web-session';
import { callEndpointEnvelope } from '@/lib/call-endpoint';
import { catalogReply, failureReply, okReply, refusalReply, requestLocale } from './bff-reply';
import { openSession } from './open-session';
import { visitorCall } from './visitor-context';

const providerLogin = { facebook: accountEndpoints.facebookLogin, google: accountEndpoints.googleLogin } satisfies Record<
  SocialProvider,
  unknown
>;

/**
 * POST /api/auth/social/{facebook|google} with the access token the provider's SDK gave the
 * browser. Like a password sign-in, except that the login type is not kept; an
 * answer whose message is not "OK" shows the server's message.
 */
export async function handleSocialLogin(request: Request, provider: string): Promise<Response> {
  const locale = requestLocale(request);
  if (!(socialProviders as readonly string[]).includes(provider)) return catalogReply('ROUTE_NOT_FOUND', locale);
  const parsed = webSessionEndpoints.socialLogin.body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return catalogReply('VALIDATION_FAILED', locale);
  try {
    const answer = await callEndpointEnvelope(
      providerLogin[provider as SocialProvider],
      { query: { access_token: parsed.data.access_token } },
      visitorCall(request),
    );
    if (answer.message !== 'OK') return refusalReply(answer.message);
    const session = await openSession(request, answer.result, { loginType: null, remember: true });
    if (session.kind === 'account-error') return catalogReply('ACCOUNT_INACTIVE', locale);
    return okReply({ user: session.user }, 'OK', session.cookies);
  } catch (error) {
    return failureReply(error, locale);
  }
}

/** The public ids of the sign-in apps, read when the server runs so a deployment can set them without a rebuild. */
export function socialAppIds(): { facebook_app_id: string | null; google_client_id: string | null } {
  const read = (name: string) => process.env[name]?.trim() || null;
  return { facebook_app_id: read('NEXT_PUBLIC_FACEBOOK_APP_ID'), google_client_id: read('NEXT_PUBLIC_GOOGLE_CLIENT_ID') };
}
