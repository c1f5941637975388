import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { BLOG_CATEGORY_PAGE_SIZE, BLOG_PAGE_SIZE } from '@app/contracts/blogs';
import type { Locale } from '@app/contracts/locale';
import { paths } from '@/config/paths';
import { pageCount } from '@/lib/page-numbers';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageLinks } from '@/components/ui/page-links';
import { NewsIcon } from '@/components/ui/icons';
import { getBlogsByCategory } from '../api/get-blogs-by-category';
import { getBlogsByTag } from '../api/get-blogs-by-tag';
import { getHotNews } from '../api/get-hot-news';
import { blogQueryString, type BlogCategoryId, type BlogListQuery } from '../utils/blog-categories';
import { BlogCategoryTabs } from './blog-category-tabs';
import { BlogGrid } from './blog-grid';
import { HotNews } from './hot-news';
import { TagList } from './tag-list';
import classes from './blog-layout.module.css';

/** The news in the page's language: category tabs (or one tag), 10 posts a page, hot news and tags aside. */
export async function BlogListView({ locale, query }: { locale: Locale; query: BlogListQuery }) {
  const [t, posts, hot] = await Promise.all([
    getTranslations({ locale, namespace: 'blogs' }),
    (query.tag ? getBlogsByTag(query.tag, query.page, locale) : getBlogsByCategory(query.category, query.page, locale)).catch(() => null),
    getHotNews(locale).catch(() => null),
  ]);
  const pageSize = query.tag ? BLOG_PAGE_SIZE : BLOG_CATEGORY_PAGE_SIZE;
  const heading = query.tag ? t('tagHeading', { tag: query.tag }) : t(`category.${query.category as BlogCategoryId}`);
  const tags = [...(posts?.items ?? []), ...(hot?.items ?? [])].flatMap((post) => post.tags);

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        above={<Breadcrumbs label={t('breadcrumbs')} items={[{ label: t('home'), href: paths.home }, { label: t('title') }]} />}
      />
      <Container size="xl" className={classes.layout}>
        <div className={classes.main}>
          <BlogCategoryTabs category={query.category} tagActive={Boolean(query.tag)} />
          <section aria-labelledby="blog-list-title" className={classes.list}>
            <h2 id="blog-list-title" className={classes.listTitle}>
              {heading}
            </h2>
            {posts === null ? (
              <EmptyState icon={<NewsIcon size={28} />} title={t('loadFailed')} description={t('loadFailedHint')} />
            ) : posts.items.length === 0 ? (
              <EmptyState icon={<NewsIcon size={28} />} title={t('empty')} description={t('emptyHint')} />
            ) : (
              <BlogGrid posts={posts.items} priorityCount={1} firstScreenCount={4} columns={2} />
            )}
            <PageLinks
              page={query.page}
              totalPages={posts ? pageCount(posts.total, pageSize) : 0}
              hrefFor={(page) => `${paths.blog[locale]}${blogQueryString({ ...query, page })}`}
            />
          </section>
        </div>
        <aside className={classes.aside}>
          <HotNews posts={hot?.items ?? []} />
          <TagList tags={tags} current={query.tag} title={t('tags')} />
        </aside>
      </Container>
    </>
  );
}
