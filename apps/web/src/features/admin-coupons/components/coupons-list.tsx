'use client';

import { useState } from 'react';
import { Badge, Stack, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { couponStates, type AdminCoupon } from '@app/contracts/admin-coupons';
import type { Locale } from '@app/contracts/locale';
import { formatDong } from '@/lib/format-money';
import { formatMomentWithTime } from '@/lib/format-date';
import { AdminTable } from '@/admin/list/admin-table';
import { useActionsColumn } from '@/admin/list/row-actions';
import { AdminSearchForm } from '@/admin/list/admin-search-form';
import { ActiveFilter, ChoiceFilter, KeywordFilter } from '@/admin/list/filter-fields';
import type { ListSearch } from '@/admin/list/use-list-search';
import { RecordHistoryDrawer } from '@/admin/record-history';
import { couponFilterDefaults, useCouponSearch, type CouponFilters } from '../api/search-coupons';
import { couponStanding, standingColors } from './coupon-state';
import { CouponUsageDrawer } from './coupon-usage-drawer';
import { useCouponActivation } from './use-coupon-activation';

export function CouponsList({ search, onEdit }: { search: ListSearch<CouponFilters>; onEdit: (coupon: AdminCoupon) => void }) {
  const t = useTranslations('adminCoupons');
  const ta = useTranslations('admin');
  const locale = useLocale() as Locale;
  const coupons = useCouponSearch(search);
  const activation = useCouponActivation();
  const [usageOf, setUsageOf] = useState<AdminCoupon | null>(null);
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  const now = new Date();

  const discount = (coupon: AdminCoupon) =>
    coupon.discount_type === 'percent'
      ? coupon.max_discount === null
        ? `${coupon.discount_value}%`
        : t('percentCapped', { percent: coupon.discount_value, cap: formatDong(coupon.max_discount) })
      : formatDong(coupon.discount_value);

  const actions = useActionsColumn<AdminCoupon>(
    (coupon) => coupon.code,
    (coupon) => [
      { label: ta('form.edit'), onClick: () => onEdit(coupon) },
      { label: t('actions.usage'), onClick: () => setUsageOf(coupon) },
      { label: ta('history.open'), onClick: () => setHistoryOf(coupon.id) },
      activation.action(coupon),
    ],
  );

  return (
    <>
      <AdminSearchForm search={search} defaults={couponFilterDefaults}>
        {(form) => (
          <>
            <KeywordFilter form={form} label={t('filters.keyword')} hint={t('filters.keywordHint')} />
            <ChoiceFilter
              form={form}
              name="state"
              label={t('filters.state')}
              data={couponStates.map((state) => ({ value: state, label: t(`standing.${state}`) }))}
            />
            <ChoiceFilter
              form={form}
              name="discount_type"
              label={t('filters.discountType')}
              data={[
                { value: 'percent', label: t('form.percent') },
                { value: 'amount', label: t('form.amount') },
              ]}
            />
            <ActiveFilter form={form} label={t('filters.active')} />
          </>
        )}
      </AdminSearchForm>
      <AdminTable<AdminCoupon>
        search={search}
        source={coupons}
        columns={[
          {
            accessor: 'code',
            title: t('columns.code'),
            sortable: true,
            render: (coupon) => (
              <Stack gap={0}>
                <Text size="sm" fw={600} ff="monospace">
                  {coupon.code}
                </Text>
                {coupon.description && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {coupon.description}
                  </Text>
                )}
              </Stack>
            ),
          },
          { accessor: 'discount_value', title: t('columns.discount'), noWrap: true, render: discount },
          {
            accessor: 'min_order_total',
            title: t('columns.minOrder'),
            textAlign: 'right',
            noWrap: true,
            render: (coupon) => (coupon.min_order_total > 0 ? formatDong(coupon.min_order_total) : '—'),
          },
          {
            accessor: 'valid_until',
            title: t('columns.validity'),
            sortable: true,
            render: (coupon) =>
              coupon.valid_from || coupon.valid_until ? (
                <Stack gap={0}>
                  <Text size="xs">{coupon.valid_from ? formatMomentWithTime(coupon.valid_from, locale) : t('noStart')}</Text>
                  <Text size="xs" c="dimmed">
                    → {coupon.valid_until ? formatMomentWithTime(coupon.valid_until, locale) : t('noEnd')}
                  </Text>
                </Stack>
              ) : (
                <Text size="xs" c="dimmed">
                  {t('always')}
                </Text>
              ),
          },
          {
            accessor: 'used_count',
            title: t('columns.used'),
            sortable: true,
            noWrap: true,
            render: (coupon) => (
              <Stack gap={0}>
                <Text size="sm">{coupon.total_limit === null ? coupon.used_count : `${coupon.used_count} / ${coupon.total_limit}`}</Text>
                {coupon.per_user_limit !== null && (
                  <Text size="xs" c="dimmed">
                    {t('perUser', { limit: coupon.per_user_limit })}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            accessor: 'active',
            title: t('columns.state'),
            noWrap: true,
            // Room for the longest standing in either language, so the badge is never cut short.
            width: 160,
            render: (coupon) => {
              const standing = couponStanding(coupon, now);
              return (
                <Badge variant="dot" color={standingColors[standing]} size="sm">
                  {t(`standing.${standing}`)}
                </Badge>
              );
            },
          },
          actions,
        ]}
      />
      <CouponUsageDrawer coupon={usageOf} onClose={() => setUsageOf(null)} />
      <RecordHistoryDrawer of="coupon" id={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
