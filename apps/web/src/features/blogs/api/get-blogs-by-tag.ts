import { BLOG_PAGE_SIZE, blogEndpoints } from '@app/contracts/blogs';
import type { Locale } from '@app/contracts/locale';
import { pageCacheTags } from '@app/contracts/page-cache';
import { callEndpoint } from '@/lib/call-endpoint';
import { publicCache } from '@/lib/public-cache';

export function getBlogsByTag(tag: string, page: number, locale: Locale) {
  return callEndpoint(
    blogEndpoints.byTag,
    { query: { tag, language: locale, page, page_size: BLOG_PAGE_SIZE } },
    { context: { locale }, cacheFor: publicCache(pageCacheTags.blogs) },
  );
}
