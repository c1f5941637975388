import { z } from 'zod';
import type { Config } from '../../../config.js';
import { AppError } from '../../../lib/app-error.js';
import { callProvider, providerMessage, socialFailure } from './provider-request.js';
import type { SocialProfile } from './social-profile.js';

type GoogleConfig = Pick<Config, 'GOOGLE_TOKENINFO_URL' | 'GOOGLE_USERINFO_URL' | 'GOOGLE_CLIENT_ID' | 'SOCIAL_TIMEOUT_MS'>;

const verifiedFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional();

const tokenInfo = z.object({
  sub: z.string().optional(),
  user_id: z.string().optional(),
  aud: z.string().optional(),
  azp: z.string().optional(),
  email: z.string().optional(),
  email_verified: verifiedFlag,
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});

const userInfo = z.object({
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});

/** ID tokens are JWTs (three dot-separated parts); access tokens are opaque. */
const looksLikeJwt = (token: string) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);

/** Names and picture for an access token, which tokeninfo does not give; without them the account still works. */
async function namesFor(config: GoogleConfig, accessToken: string): Promise<z.infer<typeof userInfo>> {
  try {
    const answer = await callProvider('google', new URL(config.GOOGLE_USERINFO_URL), {
      timeoutMs: config.SOCIAL_TIMEOUT_MS,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const parsed = userInfo.safeParse(answer.body);
    return answer.ok && parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Who the token belongs to, by Google's tokeninfo endpoint; with a client id configured, only tokens for this app count. */
export async function googleProfile(config: GoogleConfig, token: { access_token?: string; id_token?: string }): Promise<SocialProfile> {
  const value = token.id_token ?? token.access_token ?? '';
  const kind = token.id_token !== undefined || looksLikeJwt(value) ? 'id_token' : 'access_token';
  const url = new URL(`${config.GOOGLE_TOKENINFO_URL.replace(/\/+$/, '')}/tokeninfo`);
  url.searchParams.set(kind, value);
  const answer = await callProvider('google', url, { timeoutMs: config.SOCIAL_TIMEOUT_MS });
  if (!answer.ok) throw socialFailure(providerMessage(answer.body) ?? 'Google refused the token');
  const parsed = tokenInfo.safeParse(answer.body);
  const info = parsed.success ? parsed.data : undefined;
  const subject = info?.sub ?? info?.user_id;
  if (!info || !subject) throw socialFailure('Google gave an unexpected answer');
  const clientId = config.GOOGLE_CLIENT_ID;
  if (clientId && info.aud !== clientId && info.azp !== clientId) {
    throw new AppError('SOCIAL_LOGIN_FAILED', {
      message: { vi: 'Mã đăng nhập Google không thuộc ứng dụng này.', en: 'This Google token was not issued for this application.' },
    });
  }
  const names = kind === 'access_token' && !info.given_name && !info.family_name && !info.name ? await namesFor(config, value) : info;
  const [first = '', ...rest] = (names.name ?? '').split(' ');
  return {
    provider: 'google',
    providerUserId: subject,
    email: info.email?.trim().toLowerCase() || null,
    emailVerified: info.email_verified === true,
    firstName: names.given_name ?? first,
    lastName: names.family_name ?? rest.join(' '),
    avatarUrl: names.picture ?? info.picture ?? null,
  };
}
