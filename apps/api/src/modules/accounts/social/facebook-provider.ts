import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../../config.js';
import { AppError } from '../../../lib/app-error.js';
import { callProvider, providerMessage, socialFailure } from './provider-request.js';
import type { SocialProfile } from './social-profile.js';

type FacebookConfig = Pick<Config, 'FACEBOOK_GRAPH_URL' | 'FACEBOOK_APP_ID' | 'FACEBOOK_APP_SECRET' | 'SOCIAL_TIMEOUT_MS'>;

const debugTokenAnswer = z.object({
  data: z.object({
    is_valid: z.boolean().optional(),
    app_id: z.union([z.string(), z.number()]).optional(),
    error: z.object({ message: z.string() }).optional(),
  }),
});

const meAnswer = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  email: z.string().optional(),
  name: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  picture: z.object({ data: z.object({ url: z.string().optional() }).optional() }).optional(),
});

const notThisApp = () =>
  new AppError('SOCIAL_LOGIN_FAILED', {
    message: { vi: 'Mã đăng nhập Facebook không thuộc ứng dụng này.', en: 'This Facebook token was not issued for this application.' },
  });

function graphUrl(config: FacebookConfig, path: string, params: Record<string, string>): URL {
  const url = new URL(`${config.FACEBOOK_GRAPH_URL.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url;
}

/**
 * Who the token belongs to, by the Graph API. With the app's id and secret configured the token is
 * first checked to be one issued to this app, so a token from another app cannot sign anyone in.
 */
export async function facebookProfile(config: FacebookConfig, accessToken: string): Promise<SocialProfile> {
  const appId = config.FACEBOOK_APP_ID;
  const secret = config.FACEBOOK_APP_SECRET;
  const proof: Record<string, string> = {};
  if (appId && secret) {
    const debug = await callProvider(
      'facebook',
      graphUrl(config, '/debug_token', { input_token: accessToken, access_token: `${appId}|${secret}` }),
      {
        timeoutMs: config.SOCIAL_TIMEOUT_MS,
      },
    );
    if (!debug.ok) throw socialFailure(providerMessage(debug.body) ?? 'Facebook refused the token');
    const parsed = debugTokenAnswer.safeParse(debug.body);
    if (!parsed.success) throw notThisApp();
    if (parsed.data.data.error) throw socialFailure(parsed.data.data.error.message);
    if (!parsed.data.data.is_valid || String(parsed.data.data.app_id) !== appId) throw notThisApp();
    proof.appsecret_proof = createHmac('sha256', secret).update(accessToken).digest('hex');
  }
  const me = await callProvider(
    'facebook',
    graphUrl(config, '/me', { fields: 'id,name,email,first_name,last_name,picture', access_token: accessToken, ...proof }),
    { timeoutMs: config.SOCIAL_TIMEOUT_MS },
  );
  if (!me.ok) throw socialFailure(providerMessage(me.body) ?? 'Facebook refused the token');
  const parsed = meAnswer.safeParse(me.body);
  if (!parsed.success) throw socialFailure('Facebook gave an unexpected answer');
  const profile = parsed.data;
  const [first = '', ...rest] = (profile.name ?? '').split(' ');
  return {
    provider: 'facebook',
    providerUserId: profile.id,
    // The Graph API only returns an address the person has confirmed with Facebook.
    email: profile.email?.trim().toLowerCase() || null,
    emailVerified: Boolean(profile.email),
    firstName: profile.first_name ?? first,
    lastName: profile.last_name ?? rest.join(' '),
    avatarUrl: profile.picture?.data?.url ?? null,
  };
}
