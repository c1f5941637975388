import type { ContactRequestInput } from '@app/contracts/contacts';
import { callOnDemandEnvelope } from '@/lib/call-on-demand';

const endpoint = () => import('@app/contracts/contacts').then((contract) => contract.contactEndpoints.request);

/** The contact form; the reply's message is the promise to answer within 24 hours. */
export function postContactRequest(input: ContactRequestInput) {
  return callOnDemandEnvelope(endpoint, { body: input });
}
