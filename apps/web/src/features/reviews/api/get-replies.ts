import { useQuery } from '@tanstack/react-query';
import { callOnDemand } from '@/lib/call-on-demand';
import { REPLIES_PER_PAGE } from '../utils/review-limits';

const endpoint = () => import('@app/contracts/reviews').then((contract) => contract.reviewEndpoints.replies);

/** The replies to a review, in writing order; `parent_id` tells which reply each one answers. */
export function getReplies(reviewId: number, signal?: AbortSignal) {
  return callOnDemand(endpoint, { query: { review_id: reviewId, page: 1, page_size: REPLIES_PER_PAGE } }, { signal });
}

export const repliesQueryKey = (reviewId: number) => ['review-replies', reviewId] as const;

export function useReplies(reviewId: number, enabled: boolean) {
  return useQuery({ queryKey: repliesQueryKey(reviewId), queryFn: ({ signal }) => getReplies(reviewId, signal), enabled });
}
