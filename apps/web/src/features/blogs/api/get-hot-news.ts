import { HOT_NEWS_PAGE_SIZE, blogEndpoints } from '@app/contracts/blogs';
import type { Locale } from '@app/contracts/locale';
import { pageCacheTags } from '@app/contracts/page-cache';
import { callEndpoint } from '@/lib/call-endpoint';
import { publicCache } from '@/lib/public-cache';

/** Hot posts in the page's language, newest first. */
export function getHotNews(locale: Locale, pageSize = HOT_NEWS_PAGE_SIZE) {
  return callEndpoint(
    blogEndpoints.hotNews,
    { query: { language: locale, page: 1, page_size: pageSize } },
    { context: { locale }, cacheFor: publicCache(pageCacheTags.blogs) },
  );
}
