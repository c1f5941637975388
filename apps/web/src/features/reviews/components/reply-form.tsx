'use client';

import { useTranslations } from 'next-intl';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Textarea } from '@mantine/core';
import { useAppForm } from '@/hooks/use-app-form';
import { useNotify } from '@/hooks/use-notify';
import { postReply } from '../api/post-reply';
import { repliesQueryKey } from '../api/get-replies';
import { useReviewFailure } from '../hooks/use-review-failure';
import { REVIEW_TEXT_MAX } from '../utils/review-limits';
import { reviewTextRules } from '../utils/review-rules';
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
  const notify = useNotify();
  const queryClient = useQueryClient();
  const reply = useMutation({
    mutationFn: postReply,
    onSuccess: async (envelope) => {
      notify.success(envelope.message);
      await queryClient.invalidateQueries({ queryKey: repliesQueryKey(reviewId) });
      await queryClient.invalidateQueries({ queryKey: ['reviews'] });
      onDone();
    },
    onError: useReviewFailure(),
  });
  const form = useAppForm({ rules: reviewTextRules, initialValues: { content: '' }, error: reply.error });

  return (
    <form
      className={classes.replyForm}
      onSubmit={form.onSubmit((values) => reply.mutate({ review_id: reviewId, parent_id: parentId, ...values }))}
      noValidate
    >
      <Textarea
        label={t('replyTo', { name: to })}
        maxLength={REVIEW_TEXT_MAX}
        autosize
        minRows={2}
        data-autofocus
        {...form.getInputProps('content')}
      />
      <Group gap="xs">
        <Button type="submit" size="xs" loading={reply.isPending}>
          {t('sendReply')}
        </Button>
        <Button size="xs" variant="subtle" onClick={onDone}>
          {t('cancel')}
        </Button>
      </Group>
    </form>
  );
}
