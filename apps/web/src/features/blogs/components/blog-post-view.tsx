import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import type { Locale } from '@app/contracts/locale';
import { paths } from '@/config/paths';
import { localized } from '@/lib/localized';
import { formatMoment } from '@/lib/format-date';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { RichText } from '@/components/ui/rich-text';
import { SmartImage } from '@/components/ui/smart-image';
import { ButtonLink } from '@/components/ui/button-link';
import { ArrowRightIcon, ChartIcon } from '@/components/ui/icons';
import { getHotNews } from '../api/get-hot-news';
import type { BlogDetail } from '../api/get-blog';
import { blogQueryString, isBlogCategoryId } from '../utils/blog-categories';
import { BLOG_COVER_RATIO } from './blog-card';
import { HotNews } from './hot-news';
import { TagList } from './tag-list';
import layout from './blog-layout.module.css';
import classes from './blog-post-view.module.css';

/** A post with its cover, content, tags and the report it follows up on. */
export async function BlogPostView({ post, locale }: { post: BlogDetail; locale: Locale }) {
  const [t, hot] = await Promise.all([getTranslations({ locale, namespace: 'blogs' }), getHotNews(locale).catch(() => null)]);
  const category = post.category;
  const crumbs = [
    { label: t('home'), href: paths.home },
    { label: t('title'), href: paths.blog[locale] },
    ...(category && isBlogCategoryId(category.id)
      ? [
          {
            label: localized(locale, category.name, category.name_en),
            href: `${paths.blog[locale]}${blogQueryString({ category: category.id })}`,
          },
        ]
      : []),
    { label: post.title },
  ];

  return (
    <Container size="xl">
      <Breadcrumbs label={t('breadcrumbs')} items={crumbs} />
      <div className={layout.layout}>
        <article className={classes.article} lang={post.language}>
          <header className={classes.header}>
            <h1 className={classes.title}>{post.title}</h1>
            <p className={classes.meta}>
              {category && <span className={classes.category}>{localized(locale, category.name, category.name_en)}</span>}
              {post.published_at && <time dateTime={post.published_at.toISOString()}>{formatMoment(post.published_at, locale)}</time>}
              <span>{t('views', { count: post.view_count })}</span>
            </p>
            {post.summary && <p className={classes.summary}>{post.summary}</p>}
          </header>
          <div className={classes.cover}>
            <SmartImage src={post.cover_url} alt="" ratio={BLOG_COVER_RATIO} sizes="(max-width: 991px) 100vw, 800px" priority />
          </div>
          {post.content && <RichText html={post.content} />}
          {post.follow_report && (
            <aside className={classes.report} aria-labelledby="follow-report-title">
              <ChartIcon size={28} />
              <div className={classes.reportText}>
                <h2 id="follow-report-title" className={classes.reportHeading}>
                  {t('relatedReport')}
                </h2>
                <p className={classes.reportTitle}>{post.follow_report.title}</p>
              </div>
              <ButtonLink href={paths.report(post.follow_report.permalink)} rightSection={<ArrowRightIcon size={16} />}>
                {t('viewReport')}
              </ButtonLink>
            </aside>
          )}
          <TagList tags={post.tags} title={t('tags')} />
        </article>
        <aside className={layout.aside}>
          <HotNews posts={(hot?.items ?? []).filter((item) => item.id !== post.id)} />
        </aside>
      </div>
    </Container>
  );
}
