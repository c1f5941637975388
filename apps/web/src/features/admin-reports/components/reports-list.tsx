'use client';

import { useState } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { reportStatuses, type AdminReport } from '@app/contracts/admin-reports';
import type { Locale } from '@app/contracts/locale';
import { formatDay } from '@/lib/format-date';
import { localized } from '@/lib/localized';
import { AdminTable } from '@/admin/list/admin-table';
import { useActionsColumn } from '@/admin/list/row-actions';
import { AdminSearchForm } from '@/admin/list/admin-search-form';
import { ActiveFilter, ChoiceFilter, KeywordFilter } from '@/admin/list/filter-fields';
import type { ListSearch } from '@/admin/list/use-list-search';
import { RecordHistoryDrawer } from '@/admin/record-history';
import { StatusBadge } from '@/admin/status-badge';
import { usePlaceChoices } from '../api/get-report-choices';
import { reportFilterDefaults, useReportSearch, type ReportFilters } from '../api/search-reports';
import { useReportActivation } from './use-report-activation';

const statusColors = { draft: 'gray', published: 'teal', archived: 'orange' } as const;

/** Where the public reads a report: a project report under its project's path. */
const publicPath = (report: AdminReport) => `/reports/${report.project ? 'project/' : ''}${report.permalink}`;

export function ReportsList({ search, onEdit }: { search: ListSearch<ReportFilters>; onEdit: (report: AdminReport) => void }) {
  const t = useTranslations('adminReports');
  const ta = useTranslations('admin');
  const locale = useLocale() as Locale;
  const reports = useReportSearch(search);
  const places = usePlaceChoices();
  const activation = useReportActivation();
  const [historyOf, setHistoryOf] = useState<number | null>(null);

  const actions = useActionsColumn<AdminReport>(
    (report) => report.title,
    (report) => [
      { label: ta('form.edit'), onClick: () => onEdit(report) },
      { label: t('actions.view'), href: publicPath(report), hidden: !report.active || report.status !== 'published' },
      { label: ta('history.open'), onClick: () => setHistoryOf(report.id) },
      activation.action(report),
    ],
  );

  const place = (report: AdminReport) =>
    report.project
      ? report.project.title
      : [report.area, report.province]
          .filter((item) => item !== null)
          .map((item) => localized(locale, item.name, item.name_en))
          .join(' · ') || '—';

  return (
    <>
      <AdminSearchForm search={search} defaults={reportFilterDefaults}>
        {(form) => (
          <>
            <KeywordFilter form={form} label={t('filters.keyword')} hint={t('filters.keywordHint')} />
            <ChoiceFilter form={form} name="province_id" label={t('filters.province')} data={places.data?.provinces ?? []} searchable />
            <ChoiceFilter
              form={form}
              name="status"
              label={t('filters.status')}
              data={reportStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            />
            <ChoiceFilter
              form={form}
              name="is_free"
              label={t('filters.isFree')}
              data={[
                { value: 'true', label: t('free') },
                { value: 'false', label: t('premium') },
              ]}
            />
            <ActiveFilter form={form} label={t('filters.active')} />
          </>
        )}
      </AdminSearchForm>
      <AdminTable<AdminReport>
        search={search}
        source={reports}
        columns={[
          {
            accessor: 'title',
            title: t('columns.title'),
            sortable: true,
            render: (report) => (
              <Stack gap={2}>
                <Text size="sm" fw={600} lineClamp={2}>
                  {report.title}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace" lineClamp={1}>
                  {report.permalink}
                </Text>
              </Stack>
            ),
          },
          { accessor: 'place', title: t('columns.place'), render: place },
          {
            accessor: 'packages',
            title: t('columns.packages'),
            render: (report) => (
              <Stack gap={2}>
                <Group gap={4}>
                  {report.packages
                    .filter((pkg) => pkg.active)
                    .map((pkg) => (
                      <Badge key={pkg.id} size="xs" variant="light">
                        {localized(locale, pkg.name, pkg.name_en)}
                      </Badge>
                    ))}
                </Group>
                <Text size="xs" c="dimmed">
                  {t('contentCount', { count: report.content_count })}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'published_on',
            title: t('columns.publishedOn'),
            sortable: true,
            noWrap: true,
            render: (report) => (report.published_on ? formatDay(report.published_on, locale) : '—'),
          },
          {
            accessor: 'status',
            title: t('columns.status'),
            noWrap: true,
            width: 150,
            render: (report) => (
              <Stack gap={4} align="flex-start">
                <Badge size="sm" variant="light" color={statusColors[report.status]}>
                  {t(`status.${report.status}`)}
                </Badge>
                <StatusBadge active={report.active} />
                {report.hot && (
                  <Badge size="xs" color="red" variant="filled">
                    {t('hot')}
                  </Badge>
                )}
              </Stack>
            ),
          },
          {
            accessor: 'is_free',
            title: t('columns.access'),
            noWrap: true,
            render: (report) => (
              <Badge size="sm" variant="outline" color={report.is_free ? 'teal' : 'brand'}>
                {t(report.is_free ? 'free' : 'premium')}
              </Badge>
            ),
          },
          actions,
        ]}
      />
      <RecordHistoryDrawer of="report" id={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
