import { cache } from 'react';
import type { Locale } from '@app/contracts/locale';
import { pageCacheTags } from '@app/contracts/page-cache';
import { reportEndpoints, type ReportDetail } from '@app/contracts/reports';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { publicCache } from '@/lib/public-cache';

/** One public report with its packages and content list; null when it does not exist or is not public. */
export const getReport = cache(async (permalink: string, locale: Locale): Promise<ReportDetail | null> => {
  try {
    return await callEndpoint(
      reportEndpoints.get,
      { params: { id: permalink } },
      { context: { locale }, cacheFor: publicCache(pageCacheTags.reports) },
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
});
