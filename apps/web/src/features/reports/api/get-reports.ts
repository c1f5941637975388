import { pageCacheTags } from '@app/contracts/page-cache';
import { REPORT_PAGE_SIZE, reportEndpoints } from '@app/contracts/reports';
import type { RequestContext } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { publicCache } from '@/lib/public-cache';
import { reportFilterBody, type ReportQuery } from '../utils/report-query';

/**
 * A page of public reports (6 per page, from page 1). With a keyword the search route answers, which
 * ignores Vietnamese diacritics and tolerates small typos ("da nang" finds "Đà Nẵng").
 */
export function getReports(query: ReportQuery, context: RequestContext, pageSize = REPORT_PAGE_SIZE) {
  return callEndpoint(
    query.keyword ? reportEndpoints.search : reportEndpoints.list,
    { body: reportFilterBody(query, pageSize) },
    { context, cacheFor: publicCache(pageCacheTags.reports) },
  );
}

/** Hot or newest reports for the home page. */
export function getFeaturedReports(kind: 'hot' | 'latest', context: RequestContext, pageSize = REPORT_PAGE_SIZE) {
  return callEndpoint(
    reportEndpoints.list,
    {
      body: {
        page: 1,
        page_size: pageSize,
        hot: kind === 'hot' ? true : undefined,
        sort: kind === 'latest' ? 'published_on,desc' : undefined,
      },
    },
    { context, cacheFor: publicCache(pageCacheTags.reports) },
  );
}
