import type { Envelope } from '@app/contracts/envelope';
import type { Reply } from '@app/contracts/reviews';
import { apiEnvelope } from '@/lib/api-client';

/** Replies to a review, or to one of its replies with `parent_id`; the caller handles 401 and field errors. */
export function postReply(input: { review_id: number; parent_id?: number; content: string }): Promise<Envelope<Reply>> {
  return apiEnvelope<Reply>('/v1/sub-review', { method: 'POST', body: input, autoShowError: false });
}
