import type { Page } from '@app/contracts/envelope';
import type { BlogListItem } from '@app/contracts/blogs';
import type { Locale } from '@app/contracts/locale';
import { apiRequest } from '@/lib/api-client';
import { pageCacheTags } from '@app/contracts/page-cache';
import { publicCache } from '@/lib/public-cache';

/** Published posts in one language, newest first (for the sitemap, a page at a time). */
export function getBlogs(locale: Locale, page: number, pageSize: number): Promise<Page<BlogListItem>> {
  return apiRequest<Page<BlogListItem>>('/v1/public/blogs', {
    query: { language: locale, page, page_size: pageSize, sort: 'id,desc' },
    context: { locale },
    cacheFor: publicCache(pageCacheTags.blogs),
  });
}
