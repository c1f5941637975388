'use client';

import type { ReactNode } from 'react';
import { AreaChart, BarChart, DonutChart, LineChart } from '@mantine/charts';
import { Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { Dashboard } from '@app/contracts/admin-dashboard';
import type { Locale } from '@app/contracts/locale';
import { formatDong } from '@/lib/format-money';
import { formatDay } from '@/lib/format-date';
import { numberFormat } from '@/lib/intl-formats';
import { formatCount } from '../utils/format-count';

const methodColors = { coupon: 'grape.6', bank_transfer: 'brand.6', momo: 'pink.6' } as const;
const statusColors = { pending: 'yellow.6', paid: 'teal.6', cancelled: 'gray.5' } as const;

/** Axis figures in short form (12 Tr, 1,5 Tỷ), the full amount in tooltips. */
const compact = (value: number) => numberFormat('vi', { notation: 'compact', maximumFractionDigits: 1 }).format(value);

function ChartCard({ title, children, empty }: { title: string; children: ReactNode; empty: boolean }) {
  const t = useTranslations('adminDashboard');
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="md" mb="md">
        {title}
      </Title>
      {empty ? (
        <Text c="dimmed" size="sm" py="xl" ta="center">
          {t('nothing')}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}

export function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  const t = useTranslations('adminDashboard');
  const ta = useTranslations('admin');
  const locale = useLocale() as Locale;
  const day = (value: string) => formatDay(value, locale).replace(/\/\d{4}$|,? \d{4}$/, '');
  const noOrders = dashboard.totals.orders === 0;

  return (
    <Stack gap="lg">
      <ChartCard title={t('charts.revenueByDay')} empty={dashboard.totals.revenue === 0}>
        <AreaChart
          h={280}
          data={dashboard.revenue_by_day.map((point) => ({ ...point, label: day(point.day) }))}
          dataKey="label"
          series={[{ name: 'revenue', label: t('series.revenue'), color: 'brand.6' }]}
          curveType="monotone"
          valueFormatter={formatDong}
          yAxisProps={{ tickFormatter: compact, width: 60 }}
          withDots={false}
          gridAxis="y"
        />
      </ChartCard>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ChartCard title={t('charts.revenueByMonth')} empty={dashboard.totals.revenue === 0}>
          <BarChart
            h={260}
            data={dashboard.revenue_by_month}
            dataKey="month"
            series={[{ name: 'revenue', label: t('series.revenue'), color: 'brand.6' }]}
            valueFormatter={formatDong}
            yAxisProps={{ tickFormatter: compact, width: 60 }}
            gridAxis="y"
          />
        </ChartCard>
        <ChartCard title={t('charts.signupsByDay')} empty={dashboard.totals.signups === 0}>
          <LineChart
            h={260}
            data={dashboard.signups_by_day.map((point) => ({ ...point, label: day(point.day) }))}
            dataKey="label"
            series={[{ name: 'users', label: t('series.users'), color: 'teal.6' }]}
            valueFormatter={formatCount}
            withDots={false}
            gridAxis="y"
          />
        </ChartCard>
        <ChartCard title={t('charts.byPaymentMethod')} empty={noOrders}>
          <Group justify="center" gap="xl" wrap="wrap">
            <DonutChart
              size={180}
              thickness={26}
              valueFormatter={formatCount}
              chartLabel={formatCount(dashboard.totals.orders)}
              data={dashboard.orders_by_payment_method.map((row) => ({
                name: ta(`paymentMethod.${row.payment_method}`),
                value: row.orders,
                color: methodColors[row.payment_method],
              }))}
            />
            <Legend
              rows={dashboard.orders_by_payment_method.map((row) => ({
                color: methodColors[row.payment_method],
                label: ta(`paymentMethod.${row.payment_method}`),
                value: `${formatCount(row.orders)} · ${formatDong(row.revenue)}`,
              }))}
            />
          </Group>
        </ChartCard>
        <ChartCard title={t('charts.byStatus')} empty={noOrders}>
          <Group justify="center" gap="xl" wrap="wrap">
            <DonutChart
              size={180}
              thickness={26}
              valueFormatter={formatCount}
              data={dashboard.orders_by_status.map((row) => ({
                name: ta(`orderStatus.${row.status}`),
                value: row.orders,
                color: statusColors[row.status],
              }))}
            />
            <Legend
              rows={dashboard.orders_by_status.map((row) => ({
                color: statusColors[row.status],
                label: ta(`orderStatus.${row.status}`),
                value: formatCount(row.orders),
              }))}
            />
          </Group>
        </ChartCard>
      </SimpleGrid>
      <ChartCard title={t('charts.downloadsByReport')} empty={dashboard.downloads_by_report.length === 0}>
        <BarChart
          h={Math.max(160, dashboard.downloads_by_report.length * 36)}
          data={dashboard.downloads_by_report.map((row) => ({ ...row, label: shorten(row.title) }))}
          dataKey="label"
          orientation="vertical"
          series={[{ name: 'downloads', label: t('series.downloads'), color: 'brand.5' }]}
          valueFormatter={formatCount}
          yAxisProps={{ width: 220 }}
          gridAxis="x"
        />
      </ChartCard>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <TopReports title={t('charts.topByRevenue')} rows={dashboard.top_reports.by_revenue} />
        <TopReports title={t('charts.topBySales')} rows={dashboard.top_reports.by_sales} />
      </SimpleGrid>
    </Stack>
  );
}

const shorten = (title: string) => (title.length > 34 ? `${title.slice(0, 33)}…` : title);

function Legend({ rows }: { rows: { color: string; label: string; value: string }[] }) {
  return (
    <Stack gap={6}>
      {rows.map((row) => (
        <Group key={row.label} gap={8} wrap="nowrap">
          <span style={{ width: 10, height: 10, borderRadius: 999, background: `var(--mantine-color-${row.color.replace('.', '-')})` }} />
          <Text size="sm">{row.label}</Text>
          <Text size="sm" c="dimmed">
            {row.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function TopReports({ title, rows }: { title: string; rows: Dashboard['top_reports']['by_revenue'] }) {
  const t = useTranslations('adminDashboard.columns');
  return (
    <ChartCard title={title} empty={rows.length === 0}>
      <Table.ScrollContainer minWidth={360}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('report')}</Table.Th>
              <Table.Th ta="right">{t('sales')}</Table.Th>
              <Table.Th ta="right">{t('revenue')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.report_id}>
                <Table.Td>{row.title}</Table.Td>
                <Table.Td ta="right">{formatCount(row.sales)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatDong(row.revenue)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ChartCard>
  );
}
