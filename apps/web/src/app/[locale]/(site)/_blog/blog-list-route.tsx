import { permanentRedirect } from 'next/navigation';
import type { Metadata } from 'next';
import type { Locale } from '@app/contracts/locale';
import { paths } from '@/config/paths';
import { localeHref } from '@/lib/page-metadata';
import { pageLocale, type LocaleParams } from '@/lib/page-locale';
import { getSiteSettings } from '@/features/settings/api/get-site-settings';
import { imageUrls } from '@/features/settings/utils/setting-values';
import { blogQueryString, parseBlogQuery } from '@/features/blogs/utils/blog-categories';
import { blogListMetadata } from '@/features/blogs/components/blog-metadata';
import { BlogListView } from '@/features/blogs/components/blog-list-view';

interface BlogListRouteProps {
  params: LocaleParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The news list served at its own language's address (`pathLocale`); the other language is redirected there. */
export function BlogListPage(pathLocale: Locale) {
  return async function BlogList({ params, searchParams }: BlogListRouteProps) {
    const locale = await pageLocale(params);
    const query = parseBlogQuery(await searchParams);
    if (locale !== pathLocale) permanentRedirect(localeHref(locale, `${paths.blog[locale]}${blogQueryString(query)}`));
    return <BlogListView locale={locale} query={query} />;
  };
}

export function generateBlogListMetadata(pathLocale: Locale) {
  return async function generateMetadata({ params, searchParams }: BlogListRouteProps): Promise<Metadata> {
    const locale = await pageLocale(params);
    if (locale !== pathLocale) return {};
    const [settings, query] = await Promise.all([getSiteSettings(), searchParams.then(parseBlogQuery)]);
    return blogListMetadata(locale, query, imageUrls(settings.page_share_image)[0]);
  };
}
