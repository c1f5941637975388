import type { Page } from '@app/contracts/envelope';
import { BLOG_CATEGORY_PAGE_SIZE, type BlogListItem } from '@app/contracts/blogs';
import type { Locale } from '@app/contracts/locale';
import { apiRequest } from '@/lib/api-client';
import { pageCacheTags } from '@app/contracts/page-cache';
import { publicCache } from '@/lib/public-cache';

/** A page of 10 published posts of a category and its subcategories, in one language (offset paging). */
export function getBlogsByCategory(categoryId: number, page: number, locale: Locale): Promise<Page<BlogListItem>> {
  return apiRequest<Page<BlogListItem>>('/v1/public/blogs/by-category', {
    query: { category: categoryId, language: locale, offset: (page - 1) * BLOG_CATEGORY_PAGE_SIZE, page_size: BLOG_CATEGORY_PAGE_SIZE },
    context: { locale },
    cacheFor: publicCache(pageCacheTags.blogs),
  });
}
