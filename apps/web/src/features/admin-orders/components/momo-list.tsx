'use client';

import { useState } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { momoTransactionStatuses, type AdminMomoRow } from '@app/contracts/payments';
import type { Locale } from '@app/contracts/locale';
import { formatDong } from '@/lib/format-money';
import { formatMomentWithTime } from '@/lib/format-date';
import { Link } from '@/i18n/navigation';
import { AdminTable } from '@/admin/list/admin-table';
import { AdminSearchForm } from '@/admin/list/admin-search-form';
import { ChoiceFilter, KeywordFilter } from '@/admin/list/filter-fields';
import { useListSearch } from '@/admin/list/use-list-search';
import { momoFilterDefaults, useMomoSearch } from '../api/search-momo';
import { orderPath } from '../order-path';
import { MomoStatusBadge } from './order-badges';
import { DateRangeFilter } from '@/admin/list/date-range-filter';
import { MomoDetailDrawer } from './momo-detail-drawer';

/** MoMo payment attempts, each opening the notifications MoMo sent about it. */
export function MomoList() {
  const t = useTranslations('adminOrders');
  const ta = useTranslations('admin');
  const locale = useLocale() as Locale;
  const search = useListSearch(momoFilterDefaults);
  const transactions = useMomoSearch(search);
  const [opened, setOpened] = useState<number | null>(null);

  return (
    <>
      <AdminSearchForm search={search} defaults={momoFilterDefaults}>
        {(form) => (
          <>
            <KeywordFilter form={form} name="code" label={t('momo.filters.code')} hint={t('momo.filters.codeHint')} />
            <TextInput
              label={t('momo.filters.resultCode')}
              placeholder={t('momo.filters.resultCodeHint')}
              inputMode="numeric"
              maxLength={8}
              {...form.getInputProps('result_code')}
            />
            <ChoiceFilter
              form={form}
              name="status"
              label={t('momo.filters.status')}
              data={momoTransactionStatuses.map((status) => ({ value: status, label: t(`momoStatus.${status}`) }))}
            />
            <KeywordFilter form={form} label={t('filters.keyword')} hint={t('filters.keywordHint')} />
            <DateRangeFilter form={form} label={t('momo.filters.date')} />
          </>
        )}
      </AdminSearchForm>
      <AdminTable<AdminMomoRow>
        search={search}
        source={transactions}
        columns={[
          {
            accessor: 'id',
            title: t('momo.columns.momoOrderId'),
            sortable: true,
            render: (row) => (
              <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                {row.momo_order_id}
              </Text>
            ),
          },
          {
            accessor: 'order_code',
            title: t('momo.columns.order'),
            noWrap: true,
            render: (row) => (
              <Text component={Link} href={orderPath(row.order_id)} size="sm" fw={600} c="brand.7" ff="monospace">
                {row.order_code}
              </Text>
            ),
          },
          {
            accessor: 'user',
            title: t('columns.buyer'),
            render: (row) => (
              <Stack gap={0}>
                <Text size="sm">@{row.user.username}</Text>
                <Text size="xs" c="dimmed">
                  {row.user.email}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'amount',
            title: t('momo.columns.amount'),
            sortable: true,
            textAlign: 'right',
            noWrap: true,
            render: (row) => formatDong(row.amount),
          },
          { accessor: 'status', title: t('columns.status'), noWrap: true, render: (row) => <MomoStatusBadge status={row.status} /> },
          {
            accessor: 'result_code',
            title: t('momo.columns.result'),
            render: (row) =>
              row.result_code === null ? (
                '—'
              ) : (
                <Stack gap={0}>
                  <Text size="sm" ff="monospace">
                    {row.result_code}
                  </Text>
                  {row.message && (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {row.message}
                    </Text>
                  )}
                </Stack>
              ),
          },
          {
            accessor: 'created_at',
            title: t('columns.createdAt'),
            sortable: true,
            noWrap: true,
            render: (row) => formatMomentWithTime(row.created_at, locale),
          },
          {
            accessor: 'actions',
            title: ta('list.actions'),
            textAlign: 'right',
            render: (row) => (
              <Button variant="subtle" size="compact-sm" onClick={() => setOpened(row.id)}>
                {t('momo.notifications')}
              </Button>
            ),
          },
        ]}
      />
      <MomoDetailDrawer id={opened} onClose={() => setOpened(null)} />
    </>
  );
}
