import { cache } from 'react';
import type { ReportDetail } from '@app/contracts/reports';
import type { Locale } from '@app/contracts/locale';
import { ApiError, apiRequest } from '@/lib/api-client';
import { pageCacheTags } from '@app/contracts/page-cache';
import { publicCache } from '@/lib/public-cache';

/** One public report with its packages and content list; null when it does not exist or is not public. */
export const getReport = cache(async (permalink: string, locale: Locale): Promise<ReportDetail | null> => {
  try {
    return await apiRequest<ReportDetail>(`/v1/public/reports/${encodeURIComponent(permalink)}`, {
      context: { locale },
      cacheFor: publicCache(pageCacheTags.reports),
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
});
