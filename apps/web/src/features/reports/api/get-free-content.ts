import type { ReportContents } from '@app/contracts/reports';
import { apiRequest } from '@/lib/api-client';

/** The free package's contents with links anyone may open for a few minutes. */
export function getFreeContent(reportId: number): Promise<ReportContents> {
  return apiRequest<ReportContents>('/v1/public/reports/free-content', { method: 'POST', body: { report_id: reportId } });
}
