'use client';

import { useState } from 'react';
import { Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { AdminDistrict } from '@app/contracts/admin-geography';
import { compareVietnamese } from '@app/contracts/search';
import { AdminTable } from '@/admin/list/admin-table';
import { useActionsColumn } from '@/admin/list/row-actions';
import { AdminSearchForm } from '@/admin/list/admin-search-form';
import { ActiveFilter, ChoiceFilter, KeywordFilter } from '@/admin/list/filter-fields';
import { useListSearch } from '@/admin/list/use-list-search';
import { RecordHistoryDrawer } from '@/admin/record-history';
import { StatusBadge } from '@/admin/status-badge';
import { districtFilterDefaults, useAllFormerProvinces, useDistrictSearch } from '../api/search-geography';
import { placeName } from './place-name';
import { useGeographyActivation } from './use-geography-activation';

/** The districts of the former provinces (the structure since 1 July 2025 has none). */
export function DistrictsTab() {
  const t = useTranslations('adminGeography');
  const ta = useTranslations('admin');
  const locale = useLocale();
  const search = useListSearch(districtFilterDefaults, { column: 'code', direction: 'asc' });
  const districts = useDistrictSearch(search);
  const provinces = useAllFormerProvinces();
  const activation = useGeographyActivation('district');
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  const provinceOptions = (provinces.data ?? [])
    .map((province) => ({ value: String(province.id), label: placeName(locale, province) }))
    .sort((a, b) => compareVietnamese(a.label, b.label));

  const actions = useActionsColumn<AdminDistrict>(
    (district) => district.name,
    (district) => [{ label: ta('history.open'), onClick: () => setHistoryOf(district.id) }, activation.action(district)],
  );

  return (
    <>
      <AdminSearchForm search={search} defaults={districtFilterDefaults}>
        {(form) => (
          <>
            <KeywordFilter form={form} label={t('filters.keyword')} hint={t('filters.districtHint')} />
            <ChoiceFilter form={form} name="province_id" label={t('filters.province')} data={provinceOptions} searchable />
            <ActiveFilter form={form} label={t('filters.active')} />
          </>
        )}
      </AdminSearchForm>
      <AdminTable<AdminDistrict>
        search={search}
        source={districts}
        columns={[
          {
            accessor: 'code',
            title: t('columns.code'),
            sortable: true,
            width: 90,
            render: (d) => (
              <Text ff="monospace" size="sm">
                {d.code}
              </Text>
            ),
          },
          {
            accessor: 'name',
            title: t('columns.district'),
            sortable: true,
            render: (district) => (
              <div>
                <Text size="sm" fw={600}>
                  {district.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {district.name_with_type}
                </Text>
              </div>
            ),
          },
          { accessor: 'province', title: t('columns.province'), render: (district) => placeName(locale, district.province) },
          { accessor: 'active', title: t('columns.status'), width: 170, render: (district) => <StatusBadge active={district.active} /> },
          actions,
        ]}
      />
      <RecordHistoryDrawer of="district" id={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
