'use client';

import { useState } from 'react';
import { Badge, Drawer, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useLocale, useTranslations } from 'next-intl';
import type { AdminCoupon, CouponUsage } from '@app/contracts/admin-coupons';
import type { Locale } from '@app/contracts/locale';
import { formatDong } from '@/lib/format-money';
import { formatMomentWithTime } from '@/lib/format-date';
import { USAGE_PAGE_SIZE, useCouponUsage } from '../api/coupon-usage';

const orderStatusColors = { pending: 'yellow', paid: 'teal', cancelled: 'gray' } as const;

/** How often a coupon was used and by whom: each order holding it, its buyer, when. */
export function CouponUsageDrawer({ coupon, onClose }: { coupon: AdminCoupon | null; onClose: () => void }) {
  const t = useTranslations('adminCoupons.usage');
  return (
    <Drawer opened={coupon !== null} onClose={onClose} title={coupon ? t('title', { code: coupon.code }) : ''} position="right" size="xl">
      {coupon && <UsageTable coupon={coupon} />}
    </Drawer>
  );
}

function UsageTable({ coupon }: { coupon: AdminCoupon }) {
  const t = useTranslations('adminCoupons.usage');
  const tl = useTranslations('admin.list');
  const locale = useLocale() as Locale;
  const [page, setPage] = useState(1);
  const usage = useCouponUsage(coupon.id, page);

  return (
    <Stack>
      {usage.data && (
        <Text size="sm" data-testid="coupon-usage-summary">
          {t('summary', { uses: coupon.used_count, buyers: usage.data.buyers })}
        </Text>
      )}
      <DataTable<CouponUsage>
        withTableBorder
        borderRadius="md"
        minHeight={usage.data?.items.length ? undefined : 180}
        fetching={usage.isFetching}
        records={usage.data?.items ?? []}
        totalRecords={usage.data?.total ?? 0}
        recordsPerPage={USAGE_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        paginationText={({ from, to, totalRecords }) => tl('range', { from, to, total: totalRecords })}
        paginationActiveBackgroundColor="brand.7"
        noRecordsText={t('empty')}
        columns={[
          {
            accessor: 'user',
            title: t('buyer'),
            render: (use) => (
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  @{use.user.username}
                </Text>
                <Text size="xs" c="dimmed">
                  {use.user.email}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'order',
            title: t('order'),
            render: (use) => (
              <Stack gap={2} align="flex-start">
                <Text size="sm" ff="monospace">
                  {use.order.code}
                </Text>
                <Badge size="xs" variant="light" color={orderStatusColors[use.order.status]}>
                  {t(`orderStatus.${use.order.status}`)}
                </Badge>
              </Stack>
            ),
          },
          { accessor: 'discount', title: t('discount'), textAlign: 'right', noWrap: true, render: (use) => formatDong(use.order.discount) },
          { accessor: 'total', title: t('total'), textAlign: 'right', noWrap: true, render: (use) => formatDong(use.order.total) },
          {
            accessor: 'created_at',
            title: t('when'),
            noWrap: true,
            render: (use) => (
              <Stack gap={0}>
                <Text size="sm">{formatMomentWithTime(use.created_at, locale)}</Text>
                {use.released_at && (
                  <Text size="xs" c="dimmed">
                    {t('released', { when: formatMomentWithTime(use.released_at, locale) })}
                  </Text>
                )}
              </Stack>
            ),
          },
        ]}
      />
    </Stack>
  );
}
