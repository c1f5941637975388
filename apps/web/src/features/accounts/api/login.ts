import type { LoginInput } from '@app/contracts/accounts';
import { callOnDemandEnvelope } from '@/lib/call-on-demand';

const endpoint = () => import('@app/contracts/web-session').then((contract) => contract.webSessionEndpoints.login);

/** Through the web server, which keeps the tokens in HttpOnly cookies (src/app/api/auth/login). */
export function login(body: LoginInput & { remember: boolean }) {
  return callOnDemandEnvelope(endpoint, { body }, { autoShowError: false });
}
