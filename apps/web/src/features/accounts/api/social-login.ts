import type { SocialProvider } from '@app/contracts/web-session';
import { callOnDemandEnvelope } from '@/lib/call-on-demand';

export type { SocialProvider } from '@app/contracts/web-session';

const endpoint = () => import('@app/contracts/web-session').then((contract) => contract.webSessionEndpoints.socialLogin);

/** The access token the provider's SDK gave the browser, traded by the web server for a session. */
export function socialLogin(provider: SocialProvider, accessToken: string) {
  return callOnDemandEnvelope(endpoint, { params: { provider }, body: { access_token: accessToken } }, { autoShowError: false });
}
