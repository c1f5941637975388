import type { Page } from '@app/contracts/envelope';
import { HOT_NEWS_PAGE_SIZE, type BlogListItem } from '@app/contracts/blogs';
import type { Locale } from '@app/contracts/locale';
import { apiRequest } from '@/lib/api-client';
import { pageCacheTags } from '@app/contracts/page-cache';
import { publicCache } from '@/lib/public-cache';

/** Hot posts in the page's language, newest first. */
export function getHotNews(locale: Locale, pageSize = HOT_NEWS_PAGE_SIZE): Promise<Page<BlogListItem>> {
  return apiRequest<Page<BlogListItem>>('/v1/public/blogs/hot-news', {
    query: { language: locale, page: 1, page_size: pageSize },
    context: { locale },
    cacheFor: publicCache(pageCacheTags.blogs),
  });
}
