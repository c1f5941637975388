'use client';

import { useState } from 'react';
import { Anchor, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useLocale, useTranslations } from 'next-intl';
import { blogStatuses, type AdminBlogListItem, type BlogStatus } from '@app/contracts/admin-blogs';
import type { Locale } from '@app/contracts/locale';
import { formatMomentWithTime } from '@/lib/format-date';
import { Link } from '@/i18n/navigation';
import { AdminPageHeader } from '@/admin/admin-page-header';
import { AdminTable } from '@/admin/list/admin-table';
import { useActionsColumn } from '@/admin/list/row-actions';
import { AdminSearchForm } from '@/admin/list/admin-search-form';
import { ChoiceFilter, KeywordFilter } from '@/admin/list/filter-fields';
import { useListSearch } from '@/admin/list/use-list-search';
import { RecordHistoryDrawer } from '@/admin/record-history';
import { useConfirmAction } from '@/admin/confirm-action';
import { newsFilterDefaults, usePostSearch } from '../api/search-posts';
import { useCategoryOptions } from '../api/post';
import { useChangePostStatus } from '../api/save-post';
import { categorySelectData } from './category-select-data';

export const NEWS_PATH = '/admin/news-manage/news';

const statusColors: Record<BlogStatus | 'scheduled', string> = { draft: 'gray', published: 'teal', hidden: 'red', scheduled: 'blue' };

export function PostStatusBadge({ post }: { post: Pick<AdminBlogListItem, 'status' | 'scheduled'> }) {
  const t = useTranslations('adminNews.status');
  const state = post.scheduled ? 'scheduled' : post.status;
  return (
    <Badge variant="dot" color={statusColors[state]} size="sm">
      {t(state)}
    </Badge>
  );
}

const day = (value: string) => (value ? new Date(`${value}T00:00:00`) : null);
const isoDay = (value: Date | string | null) => {
  if (!value) return '';
  if (typeof value === 'string') return value.slice(0, 10);
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
};

export function NewsScreen() {
  const t = useTranslations('adminNews');
  const ta = useTranslations('admin');
  const locale = useLocale() as Locale;
  const search = useListSearch(newsFilterDefaults);
  const posts = usePostSearch(search);
  const categories = useCategoryOptions();
  const changeStatus = useChangePostStatus();
  const confirm = useConfirmAction();
  const [historyOf, setHistoryOf] = useState<number | null>(null);

  const setStatus = (post: AdminBlogListItem, status: BlogStatus) =>
    confirm({
      message: t(`confirm.${status}`, { title: post.title }),
      confirmLabel: t(`actions.${status}`),
      danger: status === 'hidden',
      onConfirm: () => changeStatus.mutate({ id: post.id, status }),
    });

  const actions = useActionsColumn<AdminBlogListItem>(
    (post) => post.title,
    (post) => [
      { label: ta('form.edit'), href: `${NEWS_PATH}/${post.id}` },
      { label: t('actions.preview'), href: `${NEWS_PATH}/${post.id}/preview` },
      ...blogStatuses
        .filter((status) => status !== post.status)
        .map((status) => ({
          label: t(`actions.${status}`),
          color: status === 'hidden' ? ('red' as const) : undefined,
          onClick: () => setStatus(post, status),
        })),
      { label: ta('history.open'), onClick: () => setHistoryOf(post.id) },
    ],
  );

  return (
    <>
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button component={Link} href={`${NEWS_PATH}/new`}>
            {t('actions.create')}
          </Button>
        }
      />
      <AdminSearchForm search={search} defaults={newsFilterDefaults}>
        {(form) => (
          <>
            <KeywordFilter form={form} label={t('filters.keyword')} hint={t('filters.keywordHint')} />
            <ChoiceFilter
              form={form}
              name="category_id"
              label={t('fields.category')}
              data={categorySelectData(categories.data ?? [], locale)}
              searchable
            />
            <ChoiceFilter
              form={form}
              name="language"
              label={t('fields.language')}
              data={[
                { value: 'vi', label: t('languages.vi') },
                { value: 'en', label: t('languages.en') },
              ]}
            />
            <ChoiceFilter
              form={form}
              name="status"
              label={t('fields.status')}
              data={blogStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            />
            <TextInput label={t('fields.tag')} maxLength={50} {...form.getInputProps('tag')} />
            <DatePickerInput
              label={t('filters.from')}
              valueFormat="DD/MM/YYYY"
              clearable
              value={day(form.values.from)}
              onChange={(value) => form.setFieldValue('from', isoDay(value))}
            />
            <DatePickerInput
              label={t('filters.to')}
              valueFormat="DD/MM/YYYY"
              clearable
              value={day(form.values.to)}
              onChange={(value) => form.setFieldValue('to', isoDay(value))}
            />
          </>
        )}
      </AdminSearchForm>
      <AdminTable<AdminBlogListItem>
        search={search}
        source={posts}
        columns={[
          {
            accessor: 'title',
            title: t('fields.title'),
            sortable: true,
            render: (post) => (
              <Stack gap={0}>
                <Anchor component={Link} href={`${NEWS_PATH}/${post.id}`} size="sm" fw={600} lineClamp={2}>
                  {post.title}
                </Anchor>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  /{post.permalink}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'category',
            title: t('fields.category'),
            render: (post) =>
              post.category ? (locale === 'en' && post.category.name_en ? post.category.name_en : post.category.name) : '—',
          },
          { accessor: 'language', title: t('fields.language'), noWrap: true, render: (post) => post.language.toUpperCase() },
          { accessor: 'status', title: t('fields.status'), noWrap: true, width: 150, render: (post) => <PostStatusBadge post={post} /> },
          {
            accessor: 'published_at',
            title: t('fields.publishedAt'),
            sortable: true,
            noWrap: true,
            render: (post) => (post.published_at ? formatMomentWithTime(post.published_at, locale) : '—'),
          },
          {
            accessor: 'tags',
            title: t('fields.tags'),
            render: (post) => (
              <Group gap={4}>
                {post.hot && (
                  <Badge color="orange" size="xs">
                    {t('fields.hot')}
                  </Badge>
                )}
                {post.tags.slice(0, 3).map((tag) => (
                  <Badge key={tag} variant="light" size="xs">
                    {tag}
                  </Badge>
                ))}
              </Group>
            ),
          },
          actions,
        ]}
      />
      <RecordHistoryDrawer of="blog" id={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
