import { callOnDemandEnvelope } from '@/lib/call-on-demand';

const endpoint = () => import('@app/contracts/reviews').then((contract) => contract.reviewEndpoints.reply);

/** Replies to a review, or to one of its replies with `parent_id`; the caller handles 401 and field errors. */
export function postReply(input: { review_id: number; parent_id?: number; content: string }) {
  return callOnDemandEnvelope(endpoint, { body: input }, { autoShowError: false });
}
