import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reviewCheckSchema } from '@app/contracts/reviews';
import { ApiError } from '@/lib/api-client';
import { callOnDemand } from '@/lib/call-on-demand';

export type ReviewCheck = z.output<typeof reviewCheckSchema>;

const endpoint = () => import('@app/contracts/reviews').then((contract) => contract.reviewEndpoints.check);

/** Whether the reader may review the report; null for a visitor who is not signed in. */
export async function checkReview(reportId: number, signal?: AbortSignal): Promise<ReviewCheck | null> {
  try {
    return await callOnDemand(endpoint, { query: { report_id: reportId } }, { signal, autoShowError: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const reviewCheckQueryKey = (reportId: number) => ['review-check', reportId] as const;

/** Asked only for a signed-in reader; a visitor is offered to sign in instead. */
export function useReviewCheck(reportId: number, signedIn: boolean) {
  return useQuery({
    queryKey: reviewCheckQueryKey(reportId),
    queryFn: ({ signal }) => checkReview(reportId, signal),
    enabled: signedIn,
    staleTime: 0,
  });
}
