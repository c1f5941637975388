import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@app/contracts/locale';
import { paths } from '@/config/paths';
import { pageMetadata } from '@/lib/page-metadata';
import type { BlogDetail } from '../api/get-blog';
import { blogQueryString, type BlogCategoryId, type BlogListQuery } from '../utils/blog-categories';

/** The news list's title per tab, tag and page; its addresses differ per language (/tin-tuc, /en/news). */
export async function blogListMetadata(locale: Locale, query: BlogListQuery, shareImage: string | undefined): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'blogs' });
  const section = query.tag ? t('tagHeading', { tag: query.tag }) : t(`category.${query.category as BlogCategoryId}`);
  const suffix = blogQueryString(query);
  return pageMetadata({
    locale,
    title: t('metaTitle', { section, page: query.page }),
    description: t('metaDescription'),
    paths: { vi: `${paths.blog.vi}${suffix}`, en: `${paths.blog.en}${suffix}` },
    image: shareImage,
  });
}

/** A post exists in one language only, so it names no alternate in the other. */
export async function blogPostMetadata(locale: Locale, post: BlogDetail, shareImage: string | undefined): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'blogs' });
  const path = paths.blogPost(locale, post.permalink);
  return pageMetadata({
    locale,
    title: t('postMetaTitle', { title: post.title }),
    description: post.summary ?? t('metaDescription'),
    paths: { vi: path, en: path },
    image: post.cover_url ?? shareImage,
    type: 'article',
    onlyIn: locale,
  });
}
