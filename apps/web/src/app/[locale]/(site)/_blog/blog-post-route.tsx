import { notFound, permanentRedirect } from 'next/navigation';
import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import type { Locale } from '@app/contracts/locale';
import { routing } from '@/i18n/routing';
import { paths } from '@/config/paths';
import { localeHref } from '@/lib/page-metadata';
import { pageLocale, type LocaleParams } from '@/lib/page-locale';
import { getSiteSettings } from '@/features/settings/api/get-site-settings';
import { imageUrls } from '@/features/settings/utils/setting-values';
import { getBlog } from '@/features/blogs/api/get-blog';
import { blogPostMetadata } from '@/features/blogs/components/blog-metadata';
import { BlogPostView } from '@/features/blogs/components/blog-post-view';

interface BlogPostRouteProps {
  params: Promise<{ locale: string; permalink: string }>;
}

/**
 * A post lives at its own language's news address: under the other address, or under the other
 * language's prefix, the reader is sent to where it lives.
 */
export function BlogPostPage(pathLocale: Locale) {
  return async function BlogPost({ params }: BlogPostRouteProps) {
    const locale = await pageLocale(params as LocaleParams);
    const { permalink } = await params;
    const post = await getBlog(permalink, locale);
    if (!post) notFound();
    const postLocale = hasLocale(routing.locales, post.language) ? post.language : locale;
    if (postLocale !== locale || pathLocale !== locale)
      permanentRedirect(localeHref(postLocale, paths.blogPost(postLocale, post.permalink)));
    return <BlogPostView post={post} locale={locale} />;
  };
}

export function generateBlogPostMetadata(pathLocale: Locale) {
  return async function generateMetadata({ params }: BlogPostRouteProps): Promise<Metadata> {
    const locale = await pageLocale(params as LocaleParams);
    const { permalink } = await params;
    const [post, settings] = await Promise.all([getBlog(permalink, locale), getSiteSettings()]);
    if (!post || post.language !== locale || pathLocale !== locale) return {};
    return blogPostMetadata(locale, post, imageUrls(settings.page_share_image)[0]);
  };
}
