'use client';

import { useState } from 'react';
import { Select, Text, TextInput } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { FORMER_GENERATION, type AdminProvince } from '@app/contracts/admin-geography';
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

/** The 63 provinces in force until 30 June 2025, each with its area and the unit it belongs to now. */
export function ProvincesTab() {
  const t = useTranslations('adminGeography');
  const ta = useTranslations('admin');
  const locale = useLocale();
  const search = useListSearch(provinceFilterDefaults, { column: 'code', direction: 'asc' });
  const provinces = useProvinceSearch(search, FORMER_GENERATION);
  const areas = useAllAreas();
  const toggleActive = useGeographyActivation('province');
  const [moving, setMoving] = useState<AdminProvince | null>(null);
  const [historyOf, setHistoryOf] = useState<number | null>(null);

  const actions = useActionsColumn<AdminProvince>(
    (province) => province.name,
    (province) => [
      { label: t('actions.changeArea'), onClick: () => setMoving(province) },
      { label: ta('history.open'), onClick: () => setHistoryOf(province.id) },
      {
        label: t(province.active ? 'actions.deactivate' : 'actions.activate'),
        color: province.active ? 'red' : undefined,
        onClick: () => toggleActive(province),
      },
    ],
  );

  return (
    <>
      <AdminSearchForm search={search} defaults={provinceFilterDefaults}>
        {(form) => (
          <>
            <TextInput
              label={t('filters.keyword')}
              placeholder={t('filters.provinceHint')}
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
        source={provinces}
        columns={[
          {
            accessor: 'code',
            title: t('columns.code'),
            sortable: true,
            width: 90,
            render: (p) => (
              <Text ff="monospace" size="sm">
                {p.code}
              </Text>
            ),
          },
          {
            accessor: 'name',
            title: t('columns.province'),
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
          { accessor: 'area', title: t('columns.area'), render: (province) => (province.area ? placeName(locale, province.area) : '—') },
          {
            accessor: 'unit',
            title: t('columns.unitNow'),
            render: (province) => (province.unit ? placeName(locale, province.unit) : '—'),
          },
          { accessor: 'district_count', title: t('columns.districts'), textAlign: 'right', width: 110 },
          { accessor: 'active', title: t('columns.status'), width: 170, render: (province) => <StatusBadge active={province.active} /> },
          actions,
        ]}
      />
      <ProvinceAreaDialog province={moving} onClose={() => setMoving(null)} />
      <RecordHistoryDrawer of="province" id={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
