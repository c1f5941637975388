import { callOnDemandEnvelope } from '@/lib/call-on-demand';

const endpoint = () => import('@app/contracts/contacts').then((contract) => contract.contactEndpoints.subscribe);

/** The newsletter sign-up; signing up twice is harmless. */
export function postSubscribeMail(email: string) {
  return callOnDemandEnvelope(endpoint, { body: { email } });
}
