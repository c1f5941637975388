import { useQuery } from '@tanstack/react-query';
import type { Page } from '@app/contracts/envelope';
import type { Reply } from '@app/contracts/reviews';
import { apiRequest } from '@/lib/api-client';
import { REPLIES_PER_PAGE } from '../utils/review-limits';

/** The replies to a review, in writing order; `parent_id` tells which reply each one answers. */
export function getReplies(reviewId: number, signal?: AbortSignal): Promise<Page<Reply>> {
  return apiRequest<Page<Reply>>('/v1/public/sub-review/all', {
    query: { review_id: reviewId, page: 1, page_size: REPLIES_PER_PAGE },
    signal,
  });
}

export const repliesQueryKey = (reviewId: number) => ['review-replies', reviewId] as const;

export function useReplies(reviewId: number, enabled: boolean) {
  return useQuery({ queryKey: repliesQueryKey(reviewId), queryFn: ({ signal }) => getReplies(reviewId, signal), enabled });
}
