'use client';

import { Stack, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { orderStatuses, paymentMethods, type AdminOrderRow } from '@app/contracts/orders';
import type { Locale } from '@app/contracts/locale';
import { formatDong } from '@/lib/format-money';
import { formatMomentWithTime } from '@/lib/format-date';
import { Link } from '@/i18n/navigation';
import { AdminTable } from '@/admin/list/admin-table';
import { useActionsColumn } from '@/admin/list/row-actions';
import { AdminSearchForm } from '@/admin/list/admin-search-form';
import { ChoiceFilter, KeywordFilter } from '@/admin/list/filter-fields';
import { useListSearch } from '@/admin/list/use-list-search';
import { orderFilterDefaults, useOrderSearch } from '../api/search-orders';
import { allowedMoves } from '../order-moves';
import { orderPath } from '../order-path';
import { useOrderMove } from './use-order-move';
import { OrderStatusBadge, PaymentMethodBadge } from './order-badges';
import { DateRangeFilter } from '@/admin/list/date-range-filter';

export function OrdersList() {
  const t = useTranslations('adminOrders');
  const locale = useLocale() as Locale;
  const search = useListSearch(orderFilterDefaults);
  const orders = useOrderSearch(search);
  const move = useOrderMove();

  const actions = useActionsColumn<AdminOrderRow>(
    (order) => order.code,
    (order) => [
      { label: t('actions.view'), href: orderPath(order.id) },
      ...allowedMoves(order).map((next) => ({
        label: t(`actions.${next}`),
        color: next === 'cancelled' ? ('red' as const) : undefined,
        onClick: () => move.ask(order, next),
      })),
    ],
  );

  return (
    <>
      <AdminSearchForm search={search} defaults={orderFilterDefaults}>
        {(form) => (
          <>
            <KeywordFilter form={form} name="code" label={t('filters.code')} hint={t('filters.codeHint')} />
            <KeywordFilter form={form} label={t('filters.keyword')} hint={t('filters.keywordHint')} />
            <ChoiceFilter
              form={form}
              name="status"
              label={t('filters.status')}
              data={orderStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            />
            <ChoiceFilter
              form={form}
              name="payment_method"
              label={t('filters.method')}
              data={paymentMethods.map((method) => ({ value: method, label: t(`method.${method}`) }))}
            />
            <DateRangeFilter form={form} label={t('filters.date')} />
          </>
        )}
      </AdminSearchForm>
      <AdminTable<AdminOrderRow>
        search={search}
        source={orders}
        columns={[
          {
            accessor: 'id',
            title: t('columns.code'),
            sortable: true,
            noWrap: true,
            render: (order) => (
              <Text component={Link} href={orderPath(order.id)} size="sm" fw={600} c="brand.7" ff="monospace">
                {order.code}
              </Text>
            ),
          },
          {
            accessor: 'user',
            title: t('columns.buyer'),
            render: (order) => (
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {order.user.full_name || order.user.username}
                </Text>
                <Text size="xs" c="dimmed">
                  {order.user.email}
                </Text>
              </Stack>
            ),
          },
          { accessor: 'item_count', title: t('columns.items'), textAlign: 'right', width: 90 },
          {
            accessor: 'total',
            title: t('columns.total'),
            sortable: true,
            textAlign: 'right',
            noWrap: true,
            render: (order) => (
              <Stack gap={0} align="flex-end">
                <Text size="sm" fw={600}>
                  {formatDong(order.total)}
                </Text>
                {order.coupon_code && (
                  <Text size="xs" c="dimmed">
                    {order.coupon_code} −{formatDong(order.discount)}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            accessor: 'payment_method',
            title: t('columns.method'),
            noWrap: true,
            render: (order) => <PaymentMethodBadge method={order.payment_method} />,
          },
          { accessor: 'status', title: t('columns.status'), noWrap: true, render: (order) => <OrderStatusBadge status={order.status} /> },
          {
            accessor: 'created_at',
            title: t('columns.createdAt'),
            sortable: true,
            noWrap: true,
            render: (order) => formatMomentWithTime(order.created_at, locale),
          },
          {
            accessor: 'paid_at',
            title: t('columns.paidAt'),
            sortable: true,
            noWrap: true,
            render: (order) => (order.paid_at ? formatMomentWithTime(order.paid_at, locale) : '—'),
          },
          actions,
        ]}
      />
    </>
  );
}
