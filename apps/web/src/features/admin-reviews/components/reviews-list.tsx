'use client';

import { useState } from 'react';
import { Anchor, Rating, Stack, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { reviewStatuses, type AdminReview } from '@app/contracts/admin-reviews';
import type { Locale } from '@app/contracts/locale';
import { formatMomentWithTime } from '@/lib/format-date';
import { paths } from '@/config/paths';
import { AdminTable } from '@/admin/list/admin-table';
import { useActionsColumn } from '@/admin/list/row-actions';
import { AdminSearchForm } from '@/admin/list/admin-search-form';
import { DateRangeFilter } from '@/admin/list/date-range-filter';
import { ChoiceFilter, KeywordFilter } from '@/admin/list/filter-fields';
import type { ListSearch } from '@/admin/list/use-list-search';
import { RecordHistoryDrawer } from '@/admin/record-history';
import { reviewFilterDefaults, useReviewSearch, type ReviewFilters } from '../api/search-reviews';
import { ReviewDrawer } from './review-drawer';
import { ReviewStatusBadge } from './review-status-badge';
import { useReviewModeration } from './use-review-moderation';

export function ReviewsList({ search }: { search: ListSearch<ReviewFilters> }) {
  const t = useTranslations('adminReviews');
  const ta = useTranslations('admin');
  const locale = useLocale() as Locale;
  const reviews = useReviewSearch(search);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  const moderation = useReviewModeration((target) => {
    if (target.of === 'review' && target.id === openedId) setOpenedId(null);
  });
  const opened = reviews.data?.items.find((review) => review.id === openedId) ?? null;
  const nameOf = (review: AdminReview) => t('reviewName', { author: review.author.name, report: review.report.title });

  const actions = useActionsColumn<AdminReview>(
    (review) => nameOf(review),
    (review) => [
      { label: t('actions.open'), onClick: () => setOpenedId(review.id) },
      {
        label: t(review.status === 'visible' ? 'actions.hide' : 'actions.show'),
        color: review.status === 'visible' ? 'red' : 'teal',
        onClick: () => moderation.toggle({ of: 'review', id: review.id, status: review.status, name: nameOf(review) }),
      },
      { label: ta('history.open'), onClick: () => setHistoryOf(review.id) },
      {
        label: t('actions.delete'),
        color: 'red',
        onClick: () => moderation.destroy({ of: 'review', id: review.id, status: review.status, name: nameOf(review) }),
      },
    ],
  );

  return (
    <>
      <AdminSearchForm search={search} defaults={reviewFilterDefaults}>
        {(form) => (
          <>
            <KeywordFilter form={form} name="report" label={t('filters.report')} hint={t('filters.reportHint')} />
            <KeywordFilter form={form} label={t('filters.keyword')} hint={t('filters.keywordHint')} />
            <ChoiceFilter
              form={form}
              name="rating"
              label={t('filters.rating')}
              data={['5', '4', '3', '2', '1'].map((rating) => ({ value: rating, label: t('stars', { count: Number(rating) }) }))}
            />
            <ChoiceFilter
              form={form}
              name="status"
              label={t('filters.status')}
              data={reviewStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            />
            <DateRangeFilter form={form} label={t('filters.date')} />
          </>
        )}
      </AdminSearchForm>
      <AdminTable<AdminReview>
        search={search}
        source={reviews}
        columns={[
          {
            accessor: 'created_at',
            title: t('columns.createdAt'),
            sortable: true,
            noWrap: true,
            render: (review) => formatMomentWithTime(review.created_at, locale),
          },
          {
            accessor: 'report',
            title: t('columns.report'),
            render: (review) => (
              <Stack gap={0}>
                <Anchor href={paths.report(review.report.permalink)} target="_blank" size="sm" fw={500} lineClamp={2}>
                  {review.report.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {review.author.name} · {review.author.username}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'rating',
            title: t('columns.rating'),
            sortable: true,
            noWrap: true,
            render: (review) => <Rating value={review.rating} readOnly size="sm" aria-label={t('stars', { count: review.rating })} />,
          },
          {
            accessor: 'content',
            title: t('columns.content'),
            render: (review) => (
              <Stack gap={2}>
                <Text size="sm" lineClamp={3} style={{ wordBreak: 'break-word' }}>
                  {review.content}
                </Text>
                {review.reply_count > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('replyCount', { count: review.reply_count })}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            accessor: 'status',
            title: t('columns.status'),
            noWrap: true,
            width: 140,
            render: (review) => <ReviewStatusBadge status={review.status} />,
          },
          actions,
        ]}
      />
      <ReviewDrawer review={opened} onClose={() => setOpenedId(null)} moderation={moderation} />
      <RecordHistoryDrawer of="review" id={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
