import { callOnDemandEnvelope } from '@/lib/call-on-demand';

const endpoint = () => import('@app/contracts/accounts').then((contract) => contract.accountEndpoints.requestPasswordReset);

/** `userEmail` (a username or an email) goes as a query parameter, with an empty body. */
export function requestPasswordReset(userEmail: string) {
  return callOnDemandEnvelope(endpoint, { query: { userEmail } }, { autoShowError: false });
}
