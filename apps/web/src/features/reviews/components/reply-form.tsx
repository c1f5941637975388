'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Group, Textarea } from '@mantine/core';
import { validationMessage } from '@app/contracts/validation';
import { ApiError } from '@/lib/api-client';
import { useNotify } from '@/hooks/use-notify';
import { openLoginWarning } from '@/stores/auth-modal';
import { postReply } from '../api/post-reply';
import { repliesQueryKey } from '../api/get-replies';
import { REVIEW_TEXT_MAX } from '../utils/review-limits';
import classes from './review-section.module.css';

interface ReplyFormProps {
  reviewId: number;
  parentId?: number;
  /** Who is being answered, for the field's label. */
  to: string;
  onDone: () => void;
}

export function ReplyForm({ reviewId, parentId, to, onDone }: ReplyFormProps) {
  const t = useTranslations('reviews');
  const locale = useLocale();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = content.trim();
    if (!text) {
      setError(validationMessage('review_content_required', locale));
      return;
    }
    setSubmitting(true);
    try {
      const envelope = await postReply({ review_id: reviewId, parent_id: parentId, content: text });
      notify.success(envelope.message);
      await queryClient.invalidateQueries({ queryKey: repliesQueryKey(reviewId) });
      await queryClient.invalidateQueries({ queryKey: ['reviews'] });
      onDone();
    } catch (caught) {
      if (!(caught instanceof ApiError)) return;
      if (caught.status === 401) openLoginWarning();
      else if (caught.fieldErrors[0]) setError(caught.fieldErrors[0].message);
      else notify.error(caught.message || t('postFailed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className={classes.replyForm} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Textarea
        label={t('replyTo', { name: to })}
        value={content}
        onChange={(event) => setContent(event.currentTarget.value)}
        onBlur={() => setContent((current) => current.trim())}
        error={error}
        maxLength={REVIEW_TEXT_MAX}
        autosize
        minRows={2}
        data-autofocus
      />
      <Group gap="xs">
        <Button type="submit" size="xs" loading={submitting}>
          {t('sendReply')}
        </Button>
        <Button size="xs" variant="subtle" onClick={onDone}>
          {t('cancel')}
        </Button>
      </Group>
    </form>
  );
}
