'use client';

import { useTranslations } from 'next-intl';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Rating, Textarea } from '@mantine/core';
import { useAppForm } from '@/hooks/use-app-form';
import { useNotify } from '@/hooks/use-notify';
import { postReview } from '../api/post-review';
import { reviewCheckQueryKey } from '../api/check-review';
import { useReviewFailure } from '../hooks/use-review-failure';
import { REVIEW_TEXT_MAX } from '../utils/review-limits';
import { reviewTextRules } from '../utils/review-rules';
import classes from './review-section.module.css';

/** Stars and a text; one review per reader and report. */
export function ReviewForm({ reportId, onPosted }: { reportId: number; onPosted: () => void }) {
  const t = useTranslations('reviews');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const post = useMutation({
    mutationFn: postReview,
    onSuccess: async (envelope) => {
      notify.success(envelope.message);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: reviewCheckQueryKey(reportId) });
      onPosted();
    },
    onError: useReviewFailure(),
  });
  const form = useAppForm({
    rules: reviewTextRules,
    initialValues: { rating: 0, content: '' },
    // The stars offer one to five; none chosen is the only wrong rating.
    check: ({ rating }) => (rating < 1 ? { rating: 'rating_invalid' } : {}),
    error: post.error,
  });

  return (
    <form
      className={classes.form}
      onSubmit={form.onSubmit((values) => post.mutate({ report_id: reportId, ...values }))}
      noValidate
      aria-labelledby="review-form-title"
    >
      <h3 id="review-form-title" className={classes.formTitle}>
        {t('writeTitle')}
      </h3>
      <fieldset className={classes.ratingField}>
        <legend className={classes.label}>{t('yourRating')}</legend>
        <Rating
          value={form.values.rating}
          onChange={(value) => form.setFieldValue('rating', value)}
          size="lg"
          aria-invalid={Boolean(form.errors.rating)}
          getSymbolLabel={(value) => t('starLabel', { count: value })}
        />
        {form.errors.rating && (
          <p className={classes.error} role="alert">
            {form.errors.rating}
          </p>
        )}
      </fieldset>
      <Textarea label={t('yourReview')} maxLength={REVIEW_TEXT_MAX} autosize minRows={3} maxRows={8} {...form.getInputProps('content')} />
      <Button type="submit" loading={post.isPending} className={classes.submit}>
        {t('submitReview')}
      </Button>
    </form>
  );
}
