'use client';

import { Badge, Button, Divider, Drawer, Group, Loader, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { shopReplyBody, type AdminReply, type AdminReview } from '@app/contracts/admin-reviews';
import { REVIEW_CONTENT_MAX } from '@app/contracts/reviews';
import type { Locale } from '@app/contracts/locale';
import { formatMomentWithTime } from '@/lib/format-date';
import { useAppForm } from '@/hooks/use-app-form';
import { useReviewReplies } from '../api/get-review-replies';
import { useReplyAsShop } from '../api/reply-as-shop';
import { ReviewStatusBadge } from './review-status-badge';
import type { useReviewModeration } from './use-review-moderation';

type Moderation = ReturnType<typeof useReviewModeration>;
type ModerationTarget = Parameters<Moderation['toggle']>[0];

/** One review in full with every reply under it, and the shop's answer. */
export function ReviewDrawer({ review, onClose, moderation }: { review: AdminReview | null; onClose: () => void; moderation: Moderation }) {
  const t = useTranslations('adminReviews');
  return (
    <Drawer opened={review !== null} onClose={onClose} title={t('drawer.title')} position="right" size="lg">
      {review && <ReviewDetail key={review.id} review={review} moderation={moderation} />}
    </Drawer>
  );
}

function ReviewDetail({ review, moderation }: { review: AdminReview; moderation: Moderation }) {
  const t = useTranslations('adminReviews');
  const locale = useLocale() as Locale;
  const replies = useReviewReplies(review.id);
  const name = t('reviewName', { author: review.author.name, report: review.report.title });

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Text fw={600}>{review.report.title}</Text>
          <Group gap="xs" justify="space-between">
            <Text size="sm">
              {review.author.name} ·{' '}
              <Text span c="dimmed">
                {review.author.username}
              </Text>
            </Text>
            <ReviewStatusBadge status={review.status} />
          </Group>
          <Group gap="xs">
            <Rating value={review.rating} readOnly size="sm" aria-label={t('stars', { count: review.rating })} />
            <Text size="xs" c="dimmed">
              {formatMomentWithTime(review.created_at, locale)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {review.content}
          </Text>
          <ModerationButtons target={{ of: 'review', id: review.id, status: review.status, name }} moderation={moderation} />
        </Stack>
      </Paper>

      <ShopReplyForm reviewId={review.id} />

      <Divider label={t('drawer.replies', { count: replies.data?.total ?? review.reply_count })} labelPosition="left" />
      {replies.isPending ? (
        <Loader size="sm" />
      ) : replies.data?.items.length ? (
        <Stack gap="sm">
          {replies.data.items.map((reply) => (
            <ReplyCard key={reply.id} reply={reply} moderation={moderation} />
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('drawer.noReplies')}
        </Text>
      )}
    </Stack>
  );
}

function ReplyCard({ reply, moderation }: { reply: AdminReply; moderation: Moderation }) {
  const t = useTranslations('adminReviews');
  const locale = useLocale() as Locale;
  const name = t('replyName', { author: reply.author.name });
  return (
    <Paper withBorder radius="md" p="sm" ml={reply.parent_id === null ? 0 : 'lg'} data-testid="admin-reply">
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {reply.author.name}
            </Text>
            {reply.from_shop && (
              <Badge size="xs" variant="light" color="brand">
                {t('drawer.fromShop')}
              </Badge>
            )}
          </Group>
          <ReviewStatusBadge status={reply.status} />
        </Group>
        <Text size="xs" c="dimmed">
          {formatMomentWithTime(reply.created_at, locale)}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {reply.content}
        </Text>
        <ModerationButtons target={{ of: 'reply', id: reply.id, status: reply.status, name }} moderation={moderation} compact />
      </Stack>
    </Paper>
  );
}

function ShopReplyForm({ reviewId }: { reviewId: number }) {
  const t = useTranslations('adminReviews.drawer');
  const save = useReplyAsShop();
  const form = useAppForm<{ content: string }>({ schema: shopReplyBody, initialValues: { content: '' }, error: save.error });

  return (
    <form
      noValidate
      aria-label={t('replyTitle')}
      onSubmit={form.onSubmit((values) => save.mutate({ reviewId, body: shopReplyBody.parse(values) }, { onSuccess: () => form.reset() }))}
    >
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('replyTitle')}
        </Title>
        <Textarea
          label={t('replyLabel')}
          description={t('replyHint')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={REVIEW_CONTENT_MAX}
          {...form.getInputProps('content')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Hide or show, and delete, for a review or a reply: the same two acts with the same confirmations. */
function ModerationButtons({ target, moderation, compact }: { target: ModerationTarget; moderation: Moderation; compact?: boolean }) {
  const t = useTranslations('adminReviews');
  const visible = target.status === 'visible';
  return (
    <Group gap="xs" justify="flex-end">
      <Button
        variant={compact ? 'subtle' : 'light'}
        size={compact ? 'compact-xs' : 'xs'}
        color={visible ? 'red' : 'teal'}
        onClick={() => moderation.toggle(target)}
      >
        {t(visible ? 'actions.hide' : 'actions.show')}
      </Button>
      <Button variant="subtle" size={compact ? 'compact-xs' : 'xs'} color="red" onClick={() => moderation.destroy(target)}>
        {t('actions.delete')}
      </Button>
    </Group>
  );
}
