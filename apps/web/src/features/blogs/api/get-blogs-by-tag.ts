import type { Page } from '@app/contracts/envelope';
import { BLOG_PAGE_SIZE, type BlogListItem } from '@app/contracts/blogs';
import type { Locale } from '@app/contracts/locale';
import { apiRequest } from '@/lib/api-client';
import { pageCacheTags } from '@app/contracts/page-cache';
import { publicCache } from '@/lib/public-cache';

export function getBlogsByTag(tag: string, page: number, locale: Locale): Promise<Page<BlogListItem>> {
  return apiRequest<Page<BlogListItem>>('/v1/public/blogs/by-tag', {
    query: { tag, language: locale, page, page_size: BLOG_PAGE_SIZE },
    context: { locale },
    cacheFor: publicCache(pageCacheTags.blogs),
  });
}
