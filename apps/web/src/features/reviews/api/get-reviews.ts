import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { z } from 'zod';
import { pageCacheTags } from '@app/contracts/page-cache';
import type { reviewPageSchema } from '@app/contracts/reviews';
import type { RequestContext } from '@/lib/api-client';
import { callOnDemand } from '@/lib/call-on-demand';
import { publicCache } from '@/lib/public-cache';
import { REVIEWS_PER_PAGE } from '../utils/review-limits';

export type ReviewPage = z.output<typeof reviewPageSchema>;

const endpoint = () => import('@app/contracts/reviews').then((contract) => contract.reviewEndpoints.list);

/** A page of 9 reviews of a report, or of every report when none is given, with the rating summary. */
export function getReviews(
  filter: { reportId?: number; page?: number },
  context: RequestContext,
  signal?: AbortSignal,
): Promise<ReviewPage> {
  return callOnDemand(
    endpoint,
    { query: { report_id: filter.reportId, page: filter.page ?? 1, page_size: REVIEWS_PER_PAGE } },
    { context, signal, cacheFor: publicCache(pageCacheTags.reviews) },
  );
}

export const reviewsQueryKey = (reportId: number, page: number) => ['reviews', reportId, page] as const;

/** In the browser: the page the reader is on, keeping the previous one on screen while the next loads. */
export function useReviews(reportId: number, page: number, initial: ReviewPage | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: reviewsQueryKey(reportId, page),
    queryFn: ({ signal }) => getReviews({ reportId, page }, { locale }, signal),
    initialData: page === 1 && initial ? initial : undefined,
    placeholderData: keepPreviousData,
  });
}
