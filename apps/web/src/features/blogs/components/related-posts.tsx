import { useTranslations } from 'next-intl';
import type { BlogListItem } from '@app/contracts/blogs';
import { BlogGrid } from './blog-grid';
import classes from './related-posts.module.css';

/** Posts that follow up on a report, shown under it; nothing when there are none. */
export function RelatedPosts({ posts }: { posts: readonly BlogListItem[] }) {
  const t = useTranslations('blogs');
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-posts" className={classes.section}>
      <h2 id="related-posts" className={classes.title}>
        {t('relatedPosts')}
      </h2>
      <BlogGrid posts={posts} />
    </section>
  );
}
