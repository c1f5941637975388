'use client';

import { adminReviewEndpoints, type ShopReplyInput } from '@app/contracts/admin-reviews';
import { callEndpointEnvelope } from '@/lib/call-endpoint';
import { useAdminMutation } from '@/admin/use-admin-mutation';
import { reviewsKey } from './reviews-key';

export function useReplyAsShop() {
  return useAdminMutation({
    mutationFn: ({ reviewId, body }: { reviewId: number; body: ShopReplyInput }) =>
      callEndpointEnvelope(adminReviewEndpoints.reply, { params: { id: reviewId }, body }),
    invalidates: [reviewsKey],
  });
}
