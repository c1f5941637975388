import type { Page } from '@app/contracts/envelope';
import type { BlogListItem } from '@app/contracts/blogs';
import type { Locale } from '@app/contracts/locale';
import { apiRequest } from '@/lib/api-client';
import { pageCacheTags } from '@app/contracts/page-cache';
import { publicCache } from '@/lib/public-cache';

/** Posts that follow up on a report, in the page's language. */
export function getFollowReportBlogs(reportId: number, locale: Locale, pageSize = 3): Promise<Page<BlogListItem>> {
  return apiRequest<Page<BlogListItem>>('/v1/public/blogs/follow-report', {
    query: { report_id: reportId, language: locale, page: 1, page_size: pageSize },
    context: { locale },
    cacheFor: publicCache(pageCacheTags.blogs),
  });
}
