import { pageCacheTags } from '@app/contracts/page-cache';
import { reportEndpoints } from '@app/contracts/reports';
import type { RequestContext } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { publicCache } from '@/lib/public-cache';

/** Other reports than this one, those of the same province first. */
export function getOtherReports(reportId: number, context: RequestContext, pageSize = 3) {
  return callEndpoint(
    reportEndpoints.other,
    { body: { report_id: reportId, page: 1, page_size: pageSize } },
    { context, cacheFor: publicCache(pageCacheTags.reports) },
  );
}
