'use client';

import { useState } from 'react';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { AdminInvestor } from '@app/contracts/admin-investors';
import { AdminTable } from '@/admin/list/admin-table';
import { useActionsColumn } from '@/admin/list/row-actions';
import { AdminSearchForm } from '@/admin/list/admin-search-form';
import { ActiveFilter, ChoiceFilter, KeywordFilter } from '@/admin/list/filter-fields';
import type { ListSearch } from '@/admin/list/use-list-search';
import { useProvinceOptions } from '@/admin/place-selects';
import { RecordHistoryDrawer } from '@/admin/record-history';
import { StatusBadge } from '@/admin/status-badge';
import { investorFilterDefaults, useInvestorSearch, type InvestorFilters } from '../api/search-investors';
import { useInvestorActivation } from './use-investor-activation';

export function InvestorsList({ search, onEdit }: { search: ListSearch<InvestorFilters>; onEdit: (investor: AdminInvestor) => void }) {
  const t = useTranslations('adminInvestors');
  const ta = useTranslations('admin');
  const investors = useInvestorSearch(search);
  const provinces = useProvinceOptions();
  const activation = useInvestorActivation();
  const [historyOf, setHistoryOf] = useState<number | null>(null);

  const actions = useActionsColumn<AdminInvestor>(
    (investor) => investor.name,
    (investor) => [
      { label: ta('form.edit'), onClick: () => onEdit(investor) },
      { label: ta('history.open'), onClick: () => setHistoryOf(investor.id) },
      activation.action(investor),
    ],
  );

  return (
    <>
      <AdminSearchForm search={search} defaults={investorFilterDefaults}>
        {(form) => (
          <>
            <KeywordFilter form={form} label={t('filters.keyword')} hint={t('filters.keywordHint')} />
            <ChoiceFilter form={form} name="province_id" label={t('filters.province')} data={provinces} searchable />
            <ActiveFilter form={form} label={t('filters.active')} />
          </>
        )}
      </AdminSearchForm>
      <AdminTable<AdminInvestor>
        search={search}
        source={investors}
        columns={[
          {
            accessor: 'name',
            title: t('columns.name'),
            sortable: true,
            render: (investor) => (
              <Group gap="sm" wrap="nowrap">
                <Avatar src={investor.logo_url} alt="" radius="sm" size={36}>
                  {investor.name.slice(0, 1)}
                </Avatar>
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {investor.name}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    /{investor.permalink}
                  </Text>
                </Stack>
              </Group>
            ),
          },
          {
            accessor: 'company_name',
            title: t('columns.company'),
            render: (investor) => (
              <Stack gap={0}>
                <Text size="sm" lineClamp={2}>
                  {investor.company_name ?? '—'}
                </Text>
                {investor.stock_code && (
                  <Text size="xs" c="dimmed" ff="monospace">
                    {investor.stock_code}
                  </Text>
                )}
              </Stack>
            ),
          },
          { accessor: 'province', title: t('columns.province'), render: (investor) => investor.province?.name ?? '—' },
          {
            accessor: 'founding_year',
            title: t('columns.foundingYear'),
            sortable: true,
            noWrap: true,
            render: (investor) => investor.founding_year ?? '—',
          },
          {
            accessor: 'project_count',
            title: t('columns.projects'),
            sortable: true,
            textAlign: 'right',
            noWrap: true,
            render: (investor) =>
              investor.active_project_count === investor.project_count
                ? investor.project_count
                : t('projectCount', { active: investor.active_project_count, total: investor.project_count }),
          },
          {
            accessor: 'active',
            title: t('columns.state'),
            noWrap: true,
            width: 170,
            render: (investor) => <StatusBadge active={investor.active} />,
          },
          actions,
        ]}
      />
      <RecordHistoryDrawer of="investor" id={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
