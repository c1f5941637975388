import { useLocale, useTranslations } from 'next-intl';
import type { Review } from '@app/contracts/reviews';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { formatMoment } from '@/lib/format-date';
import { AuthorAvatar } from './author-avatar';
import { Stars } from './stars';
import classes from './latest-reviews.module.css';

/** What readers say: the latest 9 reviews of all reports, for the home page. */
export function LatestReviews({ reviews }: { reviews: readonly Review[] }) {
  const t = useTranslations('reviews');
  const locale = useLocale();
  if (reviews.length === 0) return <p className={classes.empty}>{t('homeEmpty')}</p>;
  return (
    <ul className={classes.grid}>
      {reviews.map((review) => (
        <li key={review.id} className={classes.card}>
          <Stars rating={review.rating} label={t('ratingLabel', { rating: review.rating })} />
          <blockquote className={classes.quote}>{review.content}</blockquote>
          <div className={classes.footer}>
            <AuthorAvatar name={review.author.name} src={review.author.avatar_url} />
            <div className={classes.who}>
              <p className={classes.author}>{review.author.name}</p>
              <p className={classes.about}>
                <Link href={paths.report(review.report.permalink)} prefetch={false}>
                  {review.report.title}
                </Link>
              </p>
              <p className={classes.date}>{formatMoment(review.created_at, locale)}</p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
