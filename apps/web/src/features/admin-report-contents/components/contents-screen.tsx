'use client';

import { useState } from 'react';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@app/contracts/locale';
import type { AdminContent } from '@app/contracts/admin-reports';
import { contentFormats } from '@app/contracts/reports';
import { formatFileSize } from '@/lib/format-file-size';
import { AdminPageHeader } from '@/admin/admin-page-header';
import { AdminTable } from '@/admin/list/admin-table';
import { AdminSearchForm } from '@/admin/list/admin-search-form';
import { ActiveFilter, ChoiceFilter, KeywordFilter } from '@/admin/list/filter-fields';
import { useActionsColumn } from '@/admin/list/row-actions';
import { useListSearch } from '@/admin/list/use-list-search';
import { useActivation } from '@/admin/use-activation';
import { RecordHistoryDrawer } from '@/admin/record-history';
import { StatusBadge } from '@/admin/status-badge';
import { contentFilterDefaults, useChangeContentActive, useContentSearch, useReportOptions } from '../api/contents';
import { ContentFormDialog } from './content-form-dialog';
import { ContentPreview } from './content-preview';

const formatColors = { pdf: 'red', video: 'grape', youtube: 'pink', archive: 'gray' } as const;

export function ContentsScreen() {
  const t = useTranslations('adminReportContents');
  const ta = useTranslations('admin');
  const locale = useLocale() as Locale;
  const search = useListSearch(contentFilterDefaults);
  const contents = useContentSearch(search);
  const [reportSearch, setReportSearch] = useState('');
  const filteredId = search.filters.report_id ? Number(search.filters.report_id) : null;
  const reportChoices = useReportOptions(reportSearch, null);
  const filteredReport = useReportOptions('', filteredId);
  // undefined: no dialog; null: a new content.
  const [editing, setEditing] = useState<AdminContent | null | undefined>(undefined);
  const [previewOf, setPreviewOf] = useState<number | null>(null);
  const [historyOf, setHistoryOf] = useState<number | null>(null);

  const reportOptions = [...(filteredReport.data ?? []), ...(reportChoices.data ?? [])]
    .filter((report, index, all) => all.findIndex((other) => other.id === report.id) === index)
    .map((report) => ({ value: String(report.id), label: report.title }));

  const activation = useActivation(useChangeContentActive(), (content: AdminContent, active) => ({
    message: t(active ? 'confirmActivate' : 'confirmDeactivate', { title: content.title }),
    label: t(active ? 'actions.activate' : 'actions.deactivate'),
  }));

  const actions = useActionsColumn<AdminContent>(
    (content) => content.title,
    (content) => [
      { label: t('actions.preview'), onClick: () => setPreviewOf(content.id) },
      { label: ta('form.edit'), onClick: () => setEditing(content) },
      { label: ta('history.open'), onClick: () => setHistoryOf(content.id) },
      activation.action(content),
    ],
  );

  return (
    <>
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={<Button onClick={() => setEditing(null)}>{t('actions.create')}</Button>}
      />
      <AdminSearchForm search={search} defaults={contentFilterDefaults}>
        {(form) => (
          <>
            <KeywordFilter form={form} label={t('filters.keyword')} />
            <ChoiceFilter
              form={form}
              name="report_id"
              label={t('filters.report')}
              data={reportOptions}
              searchable
              filter={({ options }) => options}
              onSearchChange={setReportSearch}
            />
            <ChoiceFilter
              form={form}
              name="format"
              label={t('filters.format')}
              data={contentFormats.map((format) => ({ value: format, label: t(`format.${format}`) }))}
            />
            <ActiveFilter form={form} label={t('filters.active')} />
          </>
        )}
      </AdminSearchForm>
      <AdminTable<AdminContent>
        search={search}
        source={contents}
        columns={[
          {
            accessor: 'title',
            title: t('columns.title'),
            sortable: true,
            render: (content) => (
              <Stack gap={2}>
                <Text size="sm" fw={600} lineClamp={2}>
                  {content.title}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {content.file_name ?? content.url}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'report',
            title: t('columns.report'),
            render: (content) => (
              <Stack gap={2}>
                <Text size="sm" lineClamp={2}>
                  {content.report.title}
                </Text>
                <Badge size="xs" variant="light">
                  {content.package.name}
                </Badge>
              </Stack>
            ),
          },
          {
            accessor: 'format',
            title: t('columns.format'),
            noWrap: true,
            render: (content) => (
              <Stack gap={2} align="flex-start">
                <Badge size="sm" variant="light" color={formatColors[content.format]}>
                  {t(`format.${content.format}`)}
                </Badge>
                {content.file_size !== null && (
                  <Text size="xs" c="dimmed">
                    {formatFileSize(content.file_size, locale)}
                  </Text>
                )}
              </Stack>
            ),
          },
          { accessor: 'sort_order', title: t('columns.sortOrder'), sortable: true, textAlign: 'center', width: 90 },
          { accessor: 'active', title: t('columns.state'), width: 130, render: (content) => <StatusBadge active={content.active} /> },
          actions,
        ]}
      />
      <ContentFormDialog content={editing} reportId={search.filters.report_id} onClose={() => setEditing(undefined)} />
      <ContentPreview id={previewOf} onClose={() => setPreviewOf(null)} />
      <RecordHistoryDrawer of="reportContent" id={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
