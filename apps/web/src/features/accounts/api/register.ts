import type { RegisterInput } from '@app/contracts/accounts';
import { callOnDemandEnvelope } from '@/lib/call-on-demand';

const endpoint = () => import('@app/contracts/web-session').then((contract) => contract.webSessionEndpoints.register);

/** Registers, then the web server signs in with the email; `user` is null when that sign-in failed. */
export function register(body: Omit<RegisterInput, 'username'>) {
  return callOnDemandEnvelope(endpoint, { body }, { autoShowError: false });
}
