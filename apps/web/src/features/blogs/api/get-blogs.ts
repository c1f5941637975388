import { blogEndpoints } from '@app/contracts/blogs';
import type { Locale } from '@app/contracts/locale';
import { pageCacheTags } from '@app/contracts/page-cache';
import { callEndpoint } from '@/lib/call-endpoint';
import { publicCache } from '@/lib/public-cache';

/** Published posts in one language, newest first (for the sitemap, a page at a time). */
export function getBlogs(locale: Locale, page: number, pageSize: number) {
  return callEndpoint(
    blogEndpoints.list,
    { query: { language: locale, page, page_size: pageSize, sort: 'id,desc' } },
    { context: { locale }, cacheFor: publicCache(pageCacheTags.blogs) },
  );
}
