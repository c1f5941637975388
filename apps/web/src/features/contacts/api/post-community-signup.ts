import { callOnDemandEnvelope } from '@/lib/call-on-demand';

const endpoint = () => import('@app/contracts/contacts').then((contract) => contract.contactEndpoints.communitySignup);

/** The home page's community sign-up (name, phone number, email). */
export function postCommunitySignup(input: { name: string; phoneNumber: string; email: string }) {
  return callOnDemandEnvelope(endpoint, { body: input });
}
