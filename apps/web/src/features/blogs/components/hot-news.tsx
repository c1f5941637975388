import { useLocale, useTranslations } from 'next-intl';
import type { BlogListItem } from '@app/contracts/blogs';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { formatMoment } from '@/lib/format-date';
import { FlameIcon } from '@/components/ui/catalogue-icons';
import classes from './hot-news.module.css';

/** The hot posts as a numbered list beside the news. */
export function HotNews({ posts }: { posts: readonly BlogListItem[] }) {
  const t = useTranslations('blogs');
  const locale = useLocale();
  return (
    <section aria-labelledby="hot-news-title" className={classes.box}>
      <h2 id="hot-news-title" className={classes.title}>
        <FlameIcon size={20} />
        {t('hotNews')}
      </h2>
      {posts.length === 0 ? (
        <p className={classes.empty}>{t('hotNewsEmpty')}</p>
      ) : (
        <ol className={classes.list}>
          {posts.map((post) => (
            <li key={post.id} className={classes.item}>
              <Link href={paths.blogPost(locale, post.permalink)} className={classes.link}>
                {post.title}
              </Link>
              {post.published_at && <span className={classes.date}>{formatMoment(post.published_at, locale)}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
