'use client';

import { useState } from 'react';
import { Badge, Group, Select, Text, TextInput } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { UNIT_GENERATION, type AdminProvince } from '@app/contracts/admin-geography';
import { AdminTable } from '@/admin/list/admin-table';
import { useActionsColumn } from '@/admin/list/row-actions';
import { AdminSearchForm } from '@/admin/list/admin-search-form';
import { useListSearch } from '@/admin/list/use-list-search';
import { selectFilterProps } from '@/admin/list/select-filter-props';
import { RecordHistoryDrawer } from '@/admin/record-history';
import { StatusBadge } from '@/admin/status-badge';
import { provinceFilterDefaults, useAllAreas, useProvinceSearch } from '../api/search-geography';
import { ActiveFilter } from './active-filter';
import { placeName } from './place-name';
import { ProvinceAreaDialog } from './province-area-dialog';
import { useGeographyActivation } from './use-geography-activation';

/** The 34 provincial units since 1 July 2025, each with the former provinces merged into it. */
export function UnitsTab() {
  const t = useTranslations('adminGeography');
  const ta = useTranslations('admin');
  const locale = useLocale();
  const search = useListSearch(provinceFilterDefaults, { column: 'code', direction: 'asc' });
  const units = useProvinceSearch(search, UNIT_GENERATION);
  const areas = useAllAreas();
  const toggleActive = useGeographyActivation('province');
  const [moving, setMoving] = useState<AdminProvince | null>(null);
  const [historyOf, setHistoryOf] = useState<number | null>(null);

  const actions = useActionsColumn<AdminProvince>(
    (unit) => unit.name,
    (unit) => [
      { label: t('actions.changeArea'), onClick: () => setMoving(unit) },
      { label: ta('history.open'), onClick: () => setHistoryOf(unit.id) },
      {
        label: t(unit.active ? 'actions.deactivate' : 'actions.activate'),
        color: unit.active ? 'red' : undefined,
        onClick: () => toggleActive(unit),
      },
    ],
  );

  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        {t('unitsNote')}
      </Text>
      <AdminSearchForm search={search} defaults={provinceFilterDefaults}>
        {(form) => (
          <>
            <TextInput
              label={t('filters.keyword')}
              placeholder={t('filters.unitHint')}
              maxLength={100}
              {...form.getInputProps('keyword')}
            />
            <Select
              label={t('filters.area')}
              data={(areas.data ?? []).map((area) => ({ value: String(area.id), label: placeName(locale, area) }))}
              placeholder={ta('list.all')}
              {...selectFilterProps(form, 'area_id')}
            />
            <ActiveFilter form={form} />
          </>
        )}
      </AdminSearchForm>
      <AdminTable<AdminProvince>
        search={search}
        source={units}
        columns={[
          {
            accessor: 'code',
            title: t('columns.code'),
            sortable: true,
            width: 90,
            render: (u) => (
              <Text ff="monospace" size="sm">
                {u.code}
              </Text>
            ),
          },
          {
            accessor: 'name',
            title: t('columns.unit'),
            sortable: true,
            render: (unit) => (
              <div>
                <Text size="sm" fw={600}>
                  {placeName(locale, unit)}
                </Text>
                <Text size="xs" c="dimmed">
                  {unit.name_with_type}
                </Text>
              </div>
            ),
          },
          {
            accessor: 'former_provinces',
            title: t('columns.formerProvinces'),
            render: (unit) =>
              unit.former_provinces.length === 1 ? (
                <Text size="sm" c="dimmed">
                  {t('unchanged', { name: placeName(locale, unit.former_provinces[0]!) })}
                </Text>
              ) : (
                <Group gap={4}>
                  {unit.former_provinces.map((former) => (
                    <Badge key={former.id} variant="light" color="gray" size="sm" tt="none">
                      {placeName(locale, former)}
                    </Badge>
                  ))}
                </Group>
              ),
          },
          { accessor: 'area', title: t('columns.area'), render: (unit) => (unit.area ? placeName(locale, unit.area) : '—') },
          { accessor: 'active', title: t('columns.status'), width: 170, render: (unit) => <StatusBadge active={unit.active} /> },
          actions,
        ]}
      />
      <ProvinceAreaDialog province={moving} onClose={() => setMoving(null)} />
      <RecordHistoryDrawer of="province" id={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
