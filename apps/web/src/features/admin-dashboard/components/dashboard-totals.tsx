'use client';

import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { Dashboard } from '@app/contracts/admin-dashboard';
import { formatDong } from '@/lib/format-money';
import { formatCount } from '../utils/format-count';

export function DashboardTotals({ totals }: { totals: Dashboard['totals'] }) {
  const t = useTranslations('adminDashboard.totals');
  const cards = [
    { label: t('revenue'), value: formatDong(totals.revenue), accent: true },
    { label: t('paidOrders'), value: formatCount(totals.paid_orders) },
    { label: t('orders'), value: formatCount(totals.orders) },
    { label: t('signups'), value: formatCount(totals.signups) },
    { label: t('downloads'), value: formatCount(totals.downloads) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {cards.map((card) => (
        <Paper
          key={card.label}
          withBorder
          radius="md"
          p="md"
          style={card.accent ? { borderColor: 'var(--mantine-color-brand-4)', background: 'var(--mantine-color-brand-0)' } : undefined}
        >
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {card.label}
          </Text>
          <Text fz={{ base: 'lg', sm: 24 }} fw={700} mt={6} c={card.accent ? 'brand.8' : undefined}>
            {card.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
