import type { Page } from '@app/contracts/envelope';
import { REPORT_PAGE_SIZE, type ReportListItem } from '@app/contracts/reports';
import { apiRequest, type RequestContext } from '@/lib/api-client';
import { pageCacheTags } from '@app/contracts/page-cache';
import { publicCache } from '@/lib/public-cache';
import { reportFilterBody, type ReportQuery } from '../utils/report-query';

/**
 * A page of public reports (6 per page, from page 1). With a keyword the search route answers, which
 * ignores Vietnamese diacritics and tolerates small typos ("da nang" finds "Đà Nẵng").
 */
export function getReports(query: ReportQuery, context: RequestContext, pageSize = REPORT_PAGE_SIZE): Promise<Page<ReportListItem>> {
  return apiRequest<Page<ReportListItem>>(query.keyword ? '/v1/public/search-report' : '/v1/public/reports', {
    method: 'POST',
    body: reportFilterBody(query, pageSize),
    context,
    cacheFor: publicCache(pageCacheTags.reports),
  });
}

/** Hot or newest reports for the home page. */
export function getFeaturedReports(
  kind: 'hot' | 'latest',
  context: RequestContext,
  pageSize = REPORT_PAGE_SIZE,
): Promise<Page<ReportListItem>> {
  return apiRequest<Page<ReportListItem>>('/v1/public/reports', {
    method: 'POST',
    body: {
      page: 1,
      page_size: pageSize,
      hot: kind === 'hot' ? true : undefined,
      sort: kind === 'latest' ? 'published_on,desc' : undefined,
    },
    context,
    cacheFor: publicCache(pageCacheTags.reports),
  });
}
