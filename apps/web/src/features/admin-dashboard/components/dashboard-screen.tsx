'use client';

import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslations } from 'next-intl';
import { AdminPageHeader } from '@/admin/admin-page-header';
import { useListSearch } from '@/admin/list/use-list-search';
import { useDashboard } from '../api/get-dashboard';
import { lastDays } from '@/admin/vietnam-days';
import { DashboardTotals } from './dashboard-totals';
import { DashboardCharts } from './dashboard-charts';

const PRESETS = [7, 30, 90, 365] as const;

/** The landing page of the admin: the shop's figures over a range of days kept in the address. */
export function DashboardScreen() {
  const t = useTranslations('adminDashboard');
  const [defaults] = useState(() => lastDays(30));
  const search = useListSearch(defaults);
  const range = search.filters;
  const dashboard = useDashboard(range);
  const [picked, setPicked] = useState<[string | null, string | null] | null>(null);

  return (
    <>
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Group gap="xs" wrap="wrap" justify="flex-end">
            <Group gap={6} wrap="wrap">
              {PRESETS.map((days) => (
                <Button key={days} variant="default" size="sm" onClick={() => search.setFilters(lastDays(days))}>
                  {t(`presets.${days}`)}
                </Button>
              ))}
            </Group>
            <DatePickerInput
              type="range"
              aria-label={t('range')}
              value={picked ?? [range.from, range.to]}
              valueFormat="DD/MM/YYYY"
              maxDate={lastDays(1).to}
              onChange={(value) => {
                setPicked(value);
                const [from, to] = value;
                if (from && to) {
                  setPicked(null);
                  search.setFilters({ from, to });
                }
              }}
              w={{ base: '100%', xs: 240 }}
              allowSingleDateInRange
              numberOfColumns={1}
              maxLevel="year"
            />
          </Group>
        }
      />
      {dashboard.data ? (
        <Stack gap="lg" style={{ opacity: dashboard.isPlaceholderData ? 0.6 : 1 }}>
          <DashboardTotals totals={dashboard.data.totals} />
          <DashboardCharts dashboard={dashboard.data} />
        </Stack>
      ) : (
        <Stack gap="lg" aria-busy="true">
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} height={92} radius="md" />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <Paper withBorder radius="md" p="md">
              <Skeleton height={260} />
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Skeleton height={260} />
            </Paper>
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}
