'use client';

import { useState } from 'react';
import { LineChart } from '@mantine/charts';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { ReportDownloadsRow } from '@app/contracts/download-stats';
import type { Locale } from '@app/contracts/locale';
import { formatDay, formatMomentWithTime } from '@/lib/format-date';
import { numberFormat } from '@/lib/intl-formats';
import { AdminPageHeader } from '@/admin/admin-page-header';
import { AdminSearchForm } from '@/admin/list/admin-search-form';
import { KeywordFilter } from '@/admin/list/filter-fields';
import { AdminTable } from '@/admin/list/admin-table';
import { DateRangeFilter } from '@/admin/list/date-range-filter';
import { useListSearch } from '@/admin/list/use-list-search';
import { lastDays } from '@/admin/vietnam-days';
import { useDownloadCount, useReportDownloads, type DownloadFilters } from '../api/downloads';

const count = (value: number) => numberFormat('vi').format(value);

/** Downloads per report over a range of Vietnam days: a table of reports, and a chart of the days of one or all. */
export function DownloadsScreen() {
  const t = useTranslations('adminDownloads');
  const locale = useLocale() as Locale;
  const [defaults] = useState<DownloadFilters>(() => ({ ...lastDays(30), keyword: '', report_id: '' }));
  const search = useListSearch(defaults, { column: 'downloads', direction: 'desc' });
  const reports = useReportDownloads(search);
  const totals = useDownloadCount(search.filters);
  const chosen = reports.data?.items.find((row) => String(row.report_id) === search.filters.report_id);
  const day = (value: string) => formatDay(value, locale).replace(/\/\d{4}$|,? \d{4}$/, '');

  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <AdminSearchForm search={search} defaults={defaults}>
        {(form) => (
          <>
            <DateRangeFilter form={form} label={t('filters.range')} />
            <KeywordFilter form={form} label={t('filters.keyword')} />
          </>
        )}
      </AdminSearchForm>
      <Paper withBorder radius="md" p="md" mb="md">
        <Group justify="space-between" mb="md" gap="xs">
          <Title order={2} fz="md">
            {search.filters.report_id
              ? t('chart.oneReport', { title: chosen?.title ?? `#${search.filters.report_id}` })
              : t('chart.allReports')}
          </Title>
          {search.filters.report_id && (
            <Button variant="subtle" size="compact-sm" onClick={() => search.setFilters({ report_id: '' })}>
              {t('chart.showAll')}
            </Button>
          )}
        </Group>
        {totals.data && (
          <SimpleGrid cols={{ base: 2, sm: 2 }} mb="md" maw={420}>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('totals.downloads')}
              </Text>
              <Text fw={700} fz="xl" data-testid="downloads-total">
                {count(totals.data.downloads)}
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('totals.downloaders')}
              </Text>
              <Text fw={700} fz="xl">
                {count(totals.data.downloaders)}
              </Text>
            </Stack>
          </SimpleGrid>
        )}
        {totals.data && totals.data.downloads > 0 ? (
          <LineChart
            h={260}
            data={totals.data.by_day.map((point) => ({ ...point, label: day(point.day) }))}
            dataKey="label"
            series={[{ name: 'downloads', label: t('totals.downloads'), color: 'brand.6' }]}
            valueFormatter={count}
            withDots={false}
            gridAxis="y"
          />
        ) : (
          <Text c="dimmed" size="sm" py="xl" ta="center">
            {t('nothing')}
          </Text>
        )}
        {search.filters.report_id && totals.data && totals.data.by_content.length > 0 && (
          <Table.ScrollContainer minWidth={360} mt="md">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.content')}</Table.Th>
                  <Table.Th ta="right">{t('columns.downloads')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {totals.data.by_content.map((content) => (
                  <Table.Tr key={content.content_id}>
                    <Table.Td>{content.title}</Table.Td>
                    <Table.Td ta="right">{count(content.downloads)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <AdminTable<ReportDownloadsRow>
        search={search}
        source={reports}
        idAccessor="report_id"
        columns={[
          {
            accessor: 'title',
            title: t('columns.report'),
            render: (row) => (
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={600}
                ta="left"
                onClick={() => search.setFilters({ report_id: String(row.report_id) })}
              >
                {row.title}
              </Anchor>
            ),
          },
          {
            accessor: 'downloads',
            title: t('columns.downloads'),
            sortable: true,
            textAlign: 'right',
            render: (row) => count(row.downloads),
          },
          { accessor: 'downloaders', title: t('columns.downloaders'), textAlign: 'right', render: (row) => count(row.downloaders) },
          {
            accessor: 'last_at',
            title: t('columns.lastAt'),
            noWrap: true,
            render: (row) => (row.last_at ? formatMomentWithTime(new Date(row.last_at), locale) : '—'),
          },
        ]}
      />
    </>
  );
}
