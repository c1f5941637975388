'use client';

import { useState } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { DataTableColumn } from 'mantine-datatable';
import { UNIT_GENERATION, type FORMER_GENERATION, type AdminProvince } from '@app/contracts/admin-geography';
import { AdminTable } from '@/admin/list/admin-table';
import { useActionsColumn } from '@/admin/list/row-actions';
import { AdminSearchForm } from '@/admin/list/admin-search-form';
import { ActiveFilter, ChoiceFilter, KeywordFilter } from '@/admin/list/filter-fields';
import { useListSearch } from '@/admin/list/use-list-search';
import { RecordHistoryDrawer } from '@/admin/record-history';
import { StatusBadge } from '@/admin/status-badge';
import { provinceFilterDefaults, useAllAreas, useProvinceSearch } from '../api/search-geography';
import { placeName } from './place-name';
import { ProvinceAreaDialog } from './province-area-dialog';
import { useGeographyActivation } from './use-geography-activation';

type Generation = typeof FORMER_GENERATION | typeof UNIT_GENERATION;

/**
 * One generation of provinces: the 63 in force until 30 June 2025, each with the unit it belongs
 * to now, or the 34 units since 1 July 2025, each with the former provinces merged into it.
 */
export function ProvincesTab({ generation }: { generation: Generation }) {
  const t = useTranslations('adminGeography');
  const ta = useTranslations('admin');
  const locale = useLocale();
  const units = generation === UNIT_GENERATION;
  const search = useListSearch(provinceFilterDefaults, { column: 'code', direction: 'asc' });
  const provinces = useProvinceSearch(search, generation);
  const areas = useAllAreas();
  const activation = useGeographyActivation('province');
  const [moving, setMoving] = useState<AdminProvince | null>(null);
  const [historyOf, setHistoryOf] = useState<number | null>(null);

  const actions = useActionsColumn<AdminProvince>(
    (province) => province.name,
    (province) => [
      { label: t('actions.changeArea'), onClick: () => setMoving(province) },
      { label: ta('history.open'), onClick: () => setHistoryOf(province.id) },
      activation.action(province),
    ],
  );

  const area: DataTableColumn<AdminProvince> = {
    accessor: 'area',
    title: t('columns.area'),
    render: (province) => (province.area ? placeName(locale, province.area) : '—'),
  };
  const generationColumns: DataTableColumn<AdminProvince>[] = units
    ? [
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
        area,
      ]
    : [
        area,
        {
          accessor: 'unit',
          title: t('columns.unitNow'),
          render: (province) => (province.unit ? placeName(locale, province.unit) : '—'),
        },
        { accessor: 'district_count', title: t('columns.districts'), textAlign: 'right', width: 110 },
      ];

  return (
    <>
      {units && (
        <Text size="sm" c="dimmed" mb="sm">
          {t('unitsNote')}
        </Text>
      )}
      <AdminSearchForm search={search} defaults={provinceFilterDefaults}>
        {(form) => (
          <>
            <KeywordFilter form={form} label={t('filters.keyword')} hint={t(units ? 'filters.unitHint' : 'filters.provinceHint')} />
            <ChoiceFilter
              form={form}
              name="area_id"
              label={t('filters.area')}
              data={(areas.data ?? []).map((a) => ({ value: String(a.id), label: placeName(locale, a) }))}
            />
            <ActiveFilter form={form} label={t('filters.active')} />
          </>
        )}
      </AdminSearchForm>
      <AdminTable<AdminProvince>
        search={search}
        source={provinces}
        columns={[
          {
            accessor: 'code',
            title: t('columns.code'),
            sortable: true,
            width: 90,
            render: (province) => (
              <Text ff="monospace" size="sm">
                {province.code}
              </Text>
            ),
          },
          {
            accessor: 'name',
            title: t(units ? 'columns.unit' : 'columns.province'),
            sortable: true,
            render: (province) => (
              <div>
                <Text size="sm" fw={600}>
                  {placeName(locale, province)}
                </Text>
                <Text size="xs" c="dimmed">
                  {province.name_with_type}
                </Text>
              </div>
            ),
          },
          ...generationColumns,
          { accessor: 'active', title: t('columns.status'), width: 170, render: (province) => <StatusBadge active={province.active} /> },
          actions,
        ]}
      />
      <ProvinceAreaDialog province={moving} onClose={() => setMoving(null)} />
      <RecordHistoryDrawer of="province" id={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
