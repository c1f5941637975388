import { callOnDemandEnvelope } from '@/lib/call-on-demand';

const endpoint = () => import('@app/contracts/reviews').then((contract) => contract.reviewEndpoints.post);

/** Posts the signed-in reader's review (once per report); the caller handles 401 and field errors. */
export function postReview(input: { report_id: number; rating: number; content: string }) {
  return callOnDemandEnvelope(endpoint, { body: input }, { autoShowError: false });
}
