import { apiEnvelope } from '@/lib/api-client';
import type { SignedIn } from './login';

export type SocialProvider = 'facebook' | 'google';

/** The access token the provider's SDK gave the browser, traded by the web server for a session. */
export function socialLogin(provider: SocialProvider, accessToken: string) {
  return apiEnvelope<SignedIn>(`/auth/social/${provider}`, { method: 'POST', body: { access_token: accessToken }, autoShowError: false });
}
