import { useLocale, useTranslations } from 'next-intl';
import type { BlogListItem } from '@app/contracts/blogs';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { SmartImage } from '@/components/ui/smart-image';
import { localized } from '@/lib/localized';
import { formatMoment } from '@/lib/format-date';
import classes from './blog-card.module.css';

export const BLOG_COVER_RATIO = 16 / 9;

export function BlogCard({
  post,
  headingLevel: Heading = 'h3',
  priority = false,
}: {
  post: BlogListItem;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}) {
  const t = useTranslations('blogs');
  const locale = useLocale();
  return (
    <article className={classes.card}>
      <SmartImage src={post.cover_url} alt="" ratio={BLOG_COVER_RATIO} sizes="(max-width: 767px) 100vw, 360px" priority={priority} />
      <div className={classes.body}>
        <p className={classes.meta}>
          {post.category && <span className={classes.category}>{localized(locale, post.category.name, post.category.name_en)}</span>}
          {post.published_at && <time dateTime={post.published_at.toISOString()}>{formatMoment(post.published_at, locale)}</time>}
          {post.hot && <span className={classes.hot}>{t('hot')}</span>}
        </p>
        <Heading className={classes.title}>
          <Link href={paths.blogPost(locale, post.permalink)} className={classes.link}>
            {post.title}
          </Link>
        </Heading>
        {post.summary && <p className={classes.summary}>{post.summary}</p>}
      </div>
    </article>
  );
}
