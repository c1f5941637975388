import type { ReportContents } from '@app/contracts/reports';
import { apiRequest } from '@/lib/api-client';

/** A package's contents for a reader entitled to it; the caller handles 401 (sign in) and 403 (buy). */
export function getPremiumContent(reportId: number, packageId: number): Promise<ReportContents> {
  return apiRequest<ReportContents>('/v1/reports/premium-content', {
    query: { report_id: reportId, type_id: packageId },
    autoShowError: false,
  });
}
