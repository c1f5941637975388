'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@mantine/core';
import { openLoginWarning } from '@/stores/auth-modal';
import { useSession } from '@/stores/session';
import { useReviews, type ReviewPage } from '../api/get-reviews';
import { useReviewCheck } from '../api/check-review';
import { ReviewForm } from './review-form';
import { numberFormat } from '@/lib/intl-formats';
import { ReviewItem } from './review-item';
import { Stars } from './stars';
import { REVIEWS_PER_PAGE } from '../utils/review-limits';
import classes from './review-section.module.css';

/**
 * A report's reviews, 9 a page, with the rating summary. Signed-in readers review once and reply;
 * visitors are asked to sign in first.
 */
export function ReviewSection({ reportId, initial }: { reportId: number; initial: ReviewPage | null }) {
  const t = useTranslations('reviews');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const reviews = useReviews(reportId, page, initial);
  const { user } = useSession();
  const check = useReviewCheck(reportId, user !== null);
  const signedIn = user !== null && check.data !== null;
  const data = reviews.data;
  const totalPages = data ? Math.ceil(data.total / REVIEWS_PER_PAGE) : 0;
  const summary = data?.summary;

  return (
    <section aria-labelledby="reviews-title" className={classes.section}>
      <h2 id="reviews-title" className={classes.title}>
        {t('title', { count: summary?.count ?? 0 })}
      </h2>
      <div className={classes.top}>
        {summary && summary.count > 0 ? (
          <div className={classes.summary}>
            <p className={classes.average}>
              {summary.average === null ? '–' : numberFormat(locale, { maximumFractionDigits: 1 }).format(summary.average)}
            </p>
            <Stars rating={summary.average ?? 0} label={t('averageLabel', { rating: summary.average ?? 0 })} size={20} />
            <ul className={classes.bars} aria-label={t('distribution')}>
              {([5, 4, 3, 2, 1] as const).map((star) => (
                <li key={star} className={classes.bar}>
                  <span>{t('starCount', { count: star })}</span>
                  <progress
                    max={summary.count}
                    value={summary.stars[star]}
                    aria-label={t('starShare', { star, count: summary.stars[star] })}
                  />
                  <span>{summary.stars[star]}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className={classes.empty}>{t('empty')}</p>
        )}
        <div className={classes.compose}>
          {!signedIn ? (
            <div className={classes.signIn}>
              <p>{t('signInToReview')}</p>
              <Button variant="default" onClick={() => openLoginWarning()}>
                {t('writeReview')}
              </Button>
            </div>
          ) : check.isPending ? null : check.data?.reviewed ? (
            <p className={classes.reviewed}>{t('alreadyReviewed')}</p>
          ) : check.data?.can_review ? (
            <ReviewForm reportId={reportId} onPosted={() => (page === 1 ? void reviews.refetch() : setPage(1))} />
          ) : (
            <p className={classes.reviewed}>{t('cannotReview')}</p>
          )}
        </div>
      </div>
      {data && data.items.length > 0 && (
        <ol className={classes.list} aria-busy={reviews.isFetching}>
          {data.items.map((review) => (
            <ReviewItem key={review.id} review={review} signedIn={signedIn} />
          ))}
        </ol>
      )}
      {totalPages > 1 && (
        <nav className={classes.pager} aria-label={t('pagesLabel')}>
          <Button variant="default" size="sm" disabled={page <= 1} onClick={() => setPage((current) => current - 1)}>
            {t('previous')}
          </Button>
          <span aria-live="polite">{t('pageOf', { page, total: totalPages })}</span>
          <Button variant="default" size="sm" disabled={page >= totalPages} onClick={() => setPage((current) => current + 1)}>
            {t('next')}
          </Button>
        </nav>
      )}
    </section>
  );
}
