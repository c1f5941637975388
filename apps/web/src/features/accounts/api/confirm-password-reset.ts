import { callOnDemandEnvelope } from '@/lib/call-on-demand';

const endpoint = () => import('@app/contracts/accounts').then((contract) => contract.accountEndpoints.confirmPasswordReset);

export function confirmPasswordReset(body: { token: string; password: string; rePassword: string }) {
  return callOnDemandEnvelope(endpoint, { body }, { autoShowError: false });
}
