'use client';

import { adminReviewEndpoints, type ReviewStatus } from '@app/contracts/admin-reviews';
import { callEndpointEnvelope } from '@/lib/call-endpoint';
import { useAdminMutation } from '@/admin/use-admin-mutation';
import { reviewsKey } from './reviews-key';

/** Hides a review or a reply from the public pages, or shows it again. */
export function useChangeReviewStatus() {
  return useAdminMutation({
    mutationFn: ({
      of,
      id,
      status,
    }: {
      of: 'review' | 'reply';
      id: number;
      status: ReviewStatus;
    }): Promise<{ message: string; result: unknown }> =>
      of === 'review'
        ? callEndpointEnvelope(adminReviewEndpoints.changeStatus, { query: { id, status } })
        : callEndpointEnvelope(adminReviewEndpoints.changeReplyStatus, { query: { id, status } }),
    invalidates: [reviewsKey],
  });
}

/** Deletes a review with its replies, or a reply with the replies that answer it. */
export function useDeleteReview() {
  return useAdminMutation({
    mutationFn: ({ of, id }: { of: 'review' | 'reply'; id: number }): Promise<{ message: string; result: unknown }> =>
      of === 'review'
        ? callEndpointEnvelope(adminReviewEndpoints.remove, { params: { id } })
        : callEndpointEnvelope(adminReviewEndpoints.removeReply, { params: { id } }),
    invalidates: [reviewsKey],
  });
}
