import { pageCacheTags } from '@app/contracts/page-cache';
import { reportEndpoints } from '@app/contracts/reports';
import type { RequestContext } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { publicCache } from '@/lib/public-cache';

/** The reports written about one project. */
export function getProjectReports(projectId: number, context: RequestContext) {
  return callEndpoint(
    reportEndpoints.ofProject,
    { params: { id: String(projectId) }, query: { page: 1, page_size: 6 } },
    { context, cacheFor: publicCache(pageCacheTags.reports) },
  );
}
