'use client';

import { useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE_MAX } from '@app/contracts/admin-users';
import { adminReviewEndpoints } from '@app/contracts/admin-reviews';
import { callEndpoint } from '@/lib/call-endpoint';
import { reviewsKey } from './reviews-key';

/** Every reply to a review, hidden ones included, in writing order. */
export function useReviewReplies(reviewId: number | null) {
  const query = { page: 1, page_size: ADMIN_PAGE_SIZE_MAX };
  return useQuery({
    queryKey: [...reviewsKey, 'replies', reviewId],
    queryFn: ({ signal }) => callEndpoint(adminReviewEndpoints.replies, { params: { id: reviewId! }, query }, { signal }),
    enabled: reviewId !== null,
  });
}
