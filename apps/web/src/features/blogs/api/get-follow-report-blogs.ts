import { blogEndpoints } from '@app/contracts/blogs';
import type { Locale } from '@app/contracts/locale';
import { pageCacheTags } from '@app/contracts/page-cache';
import { callEndpoint } from '@/lib/call-endpoint';
import { publicCache } from '@/lib/public-cache';

/** Posts that follow up on a report, in the page's language. */
export function getFollowReportBlogs(reportId: number, locale: Locale, pageSize = 3) {
  return callEndpoint(
    blogEndpoints.followReport,
    { query: { report_id: reportId, language: locale, page: 1, page_size: pageSize } },
    { context: { locale }, cacheFor: publicCache(pageCacheTags.blogs) },
  );
}
