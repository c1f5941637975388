import type { Envelope } from '@app/contracts/envelope';
import type { Review } from '@app/contracts/reviews';
import { apiEnvelope } from '@/lib/api-client';

/** Posts the signed-in reader's review (once per report); the caller handles 401 and field errors. */
export function postReview(input: { report_id: number; rating: number; content: string }): Promise<Envelope<Review>> {
  return apiEnvelope<Review>('/v1/review', { method: 'POST', body: input, autoShowError: false });
}
