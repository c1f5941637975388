import type { ReportContents } from '@app/contracts/reports';
import { ApiError, apiRequest } from '@/lib/api-client';

/** The contents of a package the reader owns (or a higher one); null when they do not or are not signed in. */
export async function getPremiumContent(reportId: number, packageId: number, signal?: AbortSignal): Promise<ReportContents | null> {
  try {
    return await apiRequest<ReportContents>('/v1/reports/premium-content', {
      query: { report_id: reportId, type_id: packageId },
      signal,
      autoShowError: false,
    });
  } catch (error) {
    if (error instanceof ApiError && [401, 403, 404].includes(error.status)) return null;
    throw error;
  }
}

export const premiumContentQueryKey = (reportId: number, packageId: number) => ['premium-content', reportId, packageId] as const;
