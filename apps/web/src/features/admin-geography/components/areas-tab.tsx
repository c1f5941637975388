'use client';

import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { AdminArea } from '@app/contracts/admin-geography';
import { AdminTable } from '@/admin/list/admin-table';
import { useActionsColumn } from '@/admin/list/row-actions';
import { AdminSearchForm } from '@/admin/list/admin-search-form';
import { ActiveFilter, KeywordFilter } from '@/admin/list/filter-fields';
import { useListSearch } from '@/admin/list/use-list-search';
import { RecordHistoryDrawer } from '@/admin/record-history';
import { StatusBadge } from '@/admin/status-badge';
import { areaFilterDefaults, useAreaSearch } from '../api/search-geography';
import { AreaFormDialog } from './area-form-dialog';
import { placeName } from './place-name';
import { useGeographyActivation } from './use-geography-activation';

export function AreasTab() {
  const t = useTranslations('adminGeography');
  const ta = useTranslations('admin');
  const locale = useLocale();
  const search = useListSearch(areaFilterDefaults, { column: 'sort_order', direction: 'asc' });
  const areas = useAreaSearch(search);
  const activation = useGeographyActivation('area');
  // undefined: no dialog; null: a new area.
  const [editing, setEditing] = useState<AdminArea | null | undefined>(undefined);
  const [historyOf, setHistoryOf] = useState<number | null>(null);

  const actions = useActionsColumn<AdminArea>(
    (area) => area.name,
    (area) => [
      { label: ta('form.edit'), onClick: () => setEditing(area) },
      { label: ta('history.open'), onClick: () => setHistoryOf(area.id) },
      activation.action(area),
    ],
  );

  return (
    <>
      <Group justify="flex-end" mb="sm">
        <Button onClick={() => setEditing(null)}>{t('actions.createArea')}</Button>
      </Group>
      <AdminSearchForm search={search} defaults={areaFilterDefaults}>
        {(form) => (
          <>
            <KeywordFilter form={form} label={t('filters.keyword')} hint={t('filters.areaHint')} />
            <ActiveFilter form={form} label={t('filters.active')} />
          </>
        )}
      </AdminSearchForm>
      <AdminTable<AdminArea>
        search={search}
        source={areas}
        columns={[
          {
            accessor: 'name',
            title: t('columns.area'),
            sortable: true,
            render: (area) => (
              <div>
                <Text size="sm" fw={600}>
                  {placeName(locale, area)}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {area.code}
                </Text>
              </div>
            ),
          },
          { accessor: 'sort_order', title: t('columns.sortOrder'), sortable: true, textAlign: 'right', width: 110 },
          { accessor: 'province_count', title: t('columns.provinces'), textAlign: 'right', width: 140 },
          { accessor: 'active', title: t('columns.status'), width: 170, render: (area) => <StatusBadge active={area.active} /> },
          actions,
        ]}
      />
      <AreaFormDialog area={editing} onClose={() => setEditing(undefined)} />
      <RecordHistoryDrawer of="area" id={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
