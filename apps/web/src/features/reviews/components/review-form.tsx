'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Rating, Textarea } from '@mantine/core';
import { validationMessage } from '@app/contracts/validation';
import { ApiError } from '@/lib/api-client';
import { useNotify } from '@/hooks/use-notify';
import { openLoginWarning } from '@/stores/auth-modal';
import { postReview } from '../api/post-review';
import { reviewCheckQueryKey } from '../api/check-review';
import { REVIEW_TEXT_MAX } from '../utils/review-limits';
import classes from './review-section.module.css';

/** Stars and a text; one review per reader and report. */
export function ReviewForm({ reportId, onPosted }: { reportId: number; onPosted: () => void }) {
  const t = useTranslations('reviews');
  const locale = useLocale();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(0);
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; content?: string }>({});
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = content.trim();
    const found = {
      rating: rating < 1 ? validationMessage('rating_invalid', locale) : undefined,
      content: text === '' ? validationMessage('review_content_required', locale) : undefined,
    };
    setErrors(found);
    if (found.rating || found.content) return;
    setSubmitting(true);
    try {
      const envelope = await postReview({ report_id: reportId, rating, content: text });
      notify.success(envelope.message);
      setContent('');
      setRating(0);
      await queryClient.invalidateQueries({ queryKey: reviewCheckQueryKey(reportId) });
      onPosted();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.status === 401) openLoginWarning();
      else if (error.fieldErrors.length > 0) setErrors(Object.fromEntries(error.fieldErrors.map((item) => [item.field, item.message])));
      else notify.error(error.message || t('postFailed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className={classes.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="review-form-title">
      <h3 id="review-form-title" className={classes.formTitle}>
        {t('writeTitle')}
      </h3>
      <fieldset className={classes.ratingField}>
        <legend className={classes.label}>{t('yourRating')}</legend>
        <Rating
          value={rating}
          onChange={setRating}
          size="lg"
          aria-invalid={Boolean(errors.rating)}
          getSymbolLabel={(value) => t('starLabel', { count: value })}
        />
        {errors.rating && (
          <p className={classes.error} role="alert">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <Textarea
        label={t('yourReview')}
        value={content}
        onChange={(event) => setContent(event.currentTarget.value)}
        onBlur={() => setContent((current) => current.trim())}
        error={errors.content}
        maxLength={REVIEW_TEXT_MAX}
        autosize
        minRows={3}
        maxRows={8}
      />
      <Button type="submit" loading={submitting} className={classes.submit}>
        {t('submitReview')}
      </Button>
    </form>
  );
}
