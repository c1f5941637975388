import type { Page } from '@app/contracts/envelope';
import type { ReportListItem } from '@app/contracts/reports';
import { apiRequest, type RequestContext } from '@/lib/api-client';
import { pageCacheTags } from '@app/contracts/page-cache';
import { publicCache } from '@/lib/public-cache';

/** Other reports than this one, those of the same province first. */
export function getOtherReports(reportId: number, context: RequestContext, pageSize = 3): Promise<Page<ReportListItem>> {
  return apiRequest<Page<ReportListItem>>('/v1/public/reports/other', {
    method: 'POST',
    body: { report_id: reportId, page: 1, page_size: pageSize },
    context,
    cacheFor: publicCache(pageCacheTags.reports),
  });
}
