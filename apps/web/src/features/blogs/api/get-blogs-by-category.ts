import { BLOG_CATEGORY_PAGE_SIZE, blogEndpoints } from '@app/contracts/blogs';
import type { Locale } from '@app/contracts/locale';
import { pageCacheTags } from '@app/contracts/page-cache';
import { callEndpoint } from '@/lib/call-endpoint';
import { publicCache } from '@/lib/public-cache';

/** A page of 10 published posts of a category and its subcategories, in one language (offset paging). */
export function getBlogsByCategory(categoryId: number, page: number, locale: Locale) {
  return callEndpoint(
    blogEndpoints.byCategory,
    { query: { category: categoryId, language: locale, offset: (page - 1) * BLOG_CATEGORY_PAGE_SIZE, page_size: BLOG_CATEGORY_PAGE_SIZE } },
    { context: { locale }, cacheFor: publicCache(pageCacheTags.blogs) },
  );
}
