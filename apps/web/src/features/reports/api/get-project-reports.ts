import type { Page } from '@app/contracts/envelope';
import type { ReportListItem } from '@app/contracts/reports';
import { apiRequest, type RequestContext } from '@/lib/api-client';
import { pageCacheTags } from '@app/contracts/page-cache';
import { publicCache } from '@/lib/public-cache';

/** The reports written about one project. */
export function getProjectReports(projectId: number, context: RequestContext): Promise<Page<ReportListItem>> {
  return apiRequest<Page<ReportListItem>>(`/v1/public/reports/project/${projectId}`, {
    query: { page: 1, page_size: 6 },
    context,
    cacheFor: publicCache(pageCacheTags.reports),
  });
}
