'use client';

import { useState } from 'react';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { AdminPackage } from '@app/contracts/admin-reports';
import { formatDong } from '@/lib/format-money';
import { AdminPageHeader } from '@/admin/admin-page-header';
import { AdminTable } from '@/admin/list/admin-table';
import { AdminSearchForm } from '@/admin/list/admin-search-form';
import { ActiveFilter, ChoiceFilter, KeywordFilter } from '@/admin/list/filter-fields';
import { useActionsColumn } from '@/admin/list/row-actions';
import { useListSearch } from '@/admin/list/use-list-search';
import { useActivation } from '@/admin/use-activation';
import { RecordHistoryDrawer } from '@/admin/record-history';
import { StatusBadge } from '@/admin/status-badge';
import { useChangePackageActive } from '../api/save-package';
import { packageFilterDefaults, usePackageSearch } from '../api/search-packages';
import { PackageFormDialog } from './package-form-dialog';

export function PackagesScreen() {
  const t = useTranslations('adminReportPackages');
  const ta = useTranslations('admin');
  const search = useListSearch(packageFilterDefaults, { column: 'level', direction: 'asc' });
  const packages = usePackageSearch(search);
  // undefined: no dialog; null: a new package.
  const [editing, setEditing] = useState<AdminPackage | null | undefined>(undefined);
  const [historyOf, setHistoryOf] = useState<number | null>(null);

  const activation = useActivation(useChangePackageActive(), (pkg: AdminPackage, active) => ({
    message: t(active ? 'confirmActivate' : 'confirmDeactivate', { name: pkg.name }),
    label: t(active ? 'actions.activate' : 'actions.deactivate'),
  }));

  const actions = useActionsColumn<AdminPackage>(
    (pkg) => pkg.name,
    (pkg) => [
      { label: ta('form.edit'), onClick: () => setEditing(pkg) },
      { label: ta('history.open'), onClick: () => setHistoryOf(pkg.id) },
      activation.action(pkg),
    ],
  );

  return (
    <>
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={<Button onClick={() => setEditing(null)}>{t('actions.create')}</Button>}
      />
      <AdminSearchForm search={search} defaults={packageFilterDefaults}>
        {(form) => (
          <>
            <KeywordFilter form={form} label={t('filters.keyword')} />
            <ChoiceFilter
              form={form}
              name="is_free"
              label={t('filters.isFree')}
              data={[
                { value: 'true', label: t('free') },
                { value: 'false', label: t('paid') },
              ]}
            />
            <ActiveFilter form={form} label={t('filters.active')} />
          </>
        )}
      </AdminSearchForm>
      <AdminTable<AdminPackage>
        search={search}
        source={packages}
        columns={[
          {
            accessor: 'name',
            title: t('columns.name'),
            sortable: true,
            render: (pkg) => (
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {pkg.name}
                </Text>
                {pkg.name_en && (
                  <Text size="xs" c="dimmed">
                    {pkg.name_en}
                  </Text>
                )}
              </Stack>
            ),
          },
          { accessor: 'level', title: t('columns.level'), sortable: true, textAlign: 'center', width: 90 },
          {
            accessor: 'price',
            title: t('columns.price'),
            sortable: true,
            textAlign: 'right',
            noWrap: true,
            render: (pkg) =>
              pkg.is_free ? (
                <Badge variant="light" color="teal" size="sm">
                  {t('free')}
                </Badge>
              ) : (
                <Stack gap={0} align="flex-end">
                  <Text size="sm" fw={600}>
                    {formatDong(pkg.sale_price ?? pkg.price)}
                  </Text>
                  {(pkg.sale_price !== null || pkg.original_price > pkg.price) && (
                    <Text size="xs" c="dimmed" td="line-through">
                      {formatDong(pkg.sale_price !== null ? pkg.price : pkg.original_price)}
                    </Text>
                  )}
                </Stack>
              ),
          },
          {
            accessor: 'report_count',
            title: t('columns.usage'),
            noWrap: true,
            render: (pkg) => (
              <Stack gap={0}>
                <Text size="sm">{t('reportCount', { count: pkg.report_count })}</Text>
                <Text size="xs" c="dimmed">
                  {t('soldCount', { count: pkg.sold_count })}
                </Text>
              </Stack>
            ),
          },
          { accessor: 'active', title: t('columns.state'), width: 130, render: (pkg) => <StatusBadge active={pkg.active} /> },
          actions,
        ]}
      />
      <PackageFormDialog pkg={editing} onClose={() => setEditing(undefined)} />
      <RecordHistoryDrawer of="reportPackage" id={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
