'use client';

import { useState } from 'react';
import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { AdminProjectListItem } from '@app/contracts/admin-projects';
import { AdminTable } from '@/admin/list/admin-table';
import { useActionsColumn } from '@/admin/list/row-actions';
import { AdminSearchForm } from '@/admin/list/admin-search-form';
import { ChoiceFilter, KeywordFilter } from '@/admin/list/filter-fields';
import type { ListSearch } from '@/admin/list/use-list-search';
import { useProvinceOptions } from '@/admin/place-selects';
import { RecordHistoryDrawer } from '@/admin/record-history';
import { StatusBadge } from '@/admin/status-badge';
import { projectFilterDefaults, useProjectSearch, type ProjectFilters } from '../api/search-projects';
import { useProjectList } from '../api/project-lists';
import { useProjectActivation } from './use-project-activation';

const priceFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });

export function ProjectsList({ search, onEdit }: { search: ListSearch<ProjectFilters>; onEdit: (project: AdminProjectListItem) => void }) {
  const t = useTranslations('adminProjects');
  const ta = useTranslations('admin');
  const projects = useProjectSearch(search);
  const provinces = useProvinceOptions();
  const listOptions = (entries: { id: number; name: string }[] | undefined) =>
    (entries ?? []).map((entry) => ({ value: String(entry.id), label: entry.name }));
  const types = listOptions(useProjectList('project-type').data);
  const states = listOptions(useProjectList('project-state').data);
  const activation = useProjectActivation();
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  const yesNo = (yes: string, no: string) => [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];

  const actions = useActionsColumn<AdminProjectListItem>(
    (project) => project.title,
    (project) => [
      { label: ta('form.edit'), onClick: () => onEdit(project) },
      { label: ta('history.open'), onClick: () => setHistoryOf(project.id) },
      activation.action(project),
    ],
  );

  return (
    <>
      <AdminSearchForm search={search} defaults={projectFilterDefaults}>
        {(form) => (
          <>
            <KeywordFilter form={form} label={t('filters.keyword')} hint={t('filters.keywordHint')} />
            <ChoiceFilter form={form} name="province_id" label={t('filters.province')} data={provinces} searchable />
            <ChoiceFilter form={form} name="project_type_id" label={t('filters.type')} data={types} />
            <ChoiceFilter form={form} name="project_state_id" label={t('filters.state')} data={states} />
            <ChoiceFilter form={form} name="hot" label={t('filters.hot')} data={yesNo(t('hot'), t('notHot'))} />
            <ChoiceFilter form={form} name="active" label={t('filters.active')} data={yesNo(ta('status.active'), ta('status.inactive'))} />
          </>
        )}
      </AdminSearchForm>
      <AdminTable<AdminProjectListItem>
        search={search}
        source={projects}
        columns={[
          {
            accessor: 'title',
            title: t('columns.title'),
            sortable: true,
            render: (project) => (
              <Group gap="sm" wrap="nowrap">
                <Avatar src={project.cover_url} alt="" radius="sm" size={40} />
                <Stack gap={0}>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={600} lineClamp={2}>
                      {project.title}
                    </Text>
                    {project.hot && (
                      <Badge size="xs" color="red" variant="light">
                        {t('hot')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    /{project.permalink}
                  </Text>
                </Stack>
              </Group>
            ),
          },
          { accessor: 'investor', title: t('columns.investor'), render: (project) => project.investor?.name ?? '—' },
          {
            accessor: 'province',
            title: t('columns.place'),
            render: (project) => [project.district?.name, project.province?.name].filter(Boolean).join(', ') || '—',
          },
          {
            accessor: 'project_type',
            title: t('columns.type'),
            render: (project) => (
              <Stack gap={0}>
                <Text size="sm">{project.project_type?.name ?? '—'}</Text>
                {project.project_state && (
                  <Text size="xs" c="dimmed">
                    {project.project_state.name}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            accessor: 'price',
            title: t('columns.price'),
            sortable: true,
            textAlign: 'right',
            noWrap: true,
            render: (project) => (project.price === null ? '—' : t('priceValue', { price: priceFormat.format(project.price) })),
          },
          {
            accessor: 'active',
            title: t('columns.state'),
            noWrap: true,
            width: 170,
            render: (project) => <StatusBadge active={project.active} />,
          },
          actions,
        ]}
      />
      <RecordHistoryDrawer of="project" id={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
