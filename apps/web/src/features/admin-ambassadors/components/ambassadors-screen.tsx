'use client';

import { useState } from 'react';
import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { ambassadorLevels, ambassadorStatuses, registrationStatuses, type AdminAmbassador } from '@app/contracts/ambassadors';
import type { Locale } from '@app/contracts/locale';
import { formatMoment } from '@/lib/format-date';
import { AdminPageHeader } from '@/admin/admin-page-header';
import { AdminTable } from '@/admin/list/admin-table';
import { useActionsColumn } from '@/admin/list/row-actions';
import { AdminSearchForm } from '@/admin/list/admin-search-form';
import { ChoiceFilter, KeywordFilter } from '@/admin/list/filter-fields';
import { useListSearch } from '@/admin/list/use-list-search';
import { useConfirmAction } from '@/admin/confirm-action';
import { RecordHistoryDrawer } from '@/admin/record-history';
import { ambassadorFilterDefaults, useAmbassadorSearch } from '../api/search-ambassadors';
import { useAmbassadorMove, type AmbassadorMove } from '../api/change-ambassador';
import { AmbassadorDetailDrawer } from './ambassador-detail-drawer';
import { RejectDialog } from './reject-dialog';
import { CoverageDialog } from './coverage-dialog';

const registrationColors = { not_handled: 'yellow', approved: 'teal', rejected: 'red' } as const;

type Opened = { kind: 'detail' | 'reject' | 'coverage' | 'history'; ambassador: AdminAmbassador } | null;

/** The registration queue and the ambassadors: approve or reject, lock or unlock, level and coverage. */
export function AmbassadorsScreen() {
  const t = useTranslations('adminAmbassadors');
  const ta = useTranslations('admin');
  const locale = useLocale() as Locale;
  const search = useListSearch(ambassadorFilterDefaults);
  const ambassadors = useAmbassadorSearch(search);
  const move = useAmbassadorMove();
  const confirm = useConfirmAction();
  const [opened, setOpened] = useState<Opened>(null);
  const close = () => setOpened(null);

  const options = <const K extends string>(values: readonly K[], label: (value: K) => string) =>
    values.map((value) => ({ value, label: label(value) }));

  const ask = (ambassador: AdminAmbassador, change: AmbassadorMove) =>
    confirm({
      message: t(change === 'approve' ? 'confirmApprove' : change === 'lock' ? 'confirmLock' : 'confirmUnlock', { name: ambassador.name }),
      confirmLabel: t(`actions.${change}`),
      danger: change === 'lock',
      onConfirm: () => move.mutate({ id: ambassador.id, move: change }),
    });

  const actions = useActionsColumn<AdminAmbassador>(
    (ambassador) => ambassador.name,
    (ambassador) => [
      { label: t('actions.view'), onClick: () => setOpened({ kind: 'detail', ambassador }) },
      {
        label: t('actions.approve'),
        color: 'teal',
        hidden: ambassador.registration_status === 'approved',
        onClick: () => ask(ambassador, 'approve'),
      },
      {
        label: t('actions.reject'),
        color: 'red',
        hidden: ambassador.registration_status !== 'not_handled',
        onClick: () => setOpened({ kind: 'reject', ambassador }),
      },
      {
        label: t(ambassador.status === 'active' ? 'actions.lock' : 'actions.unlock'),
        color: ambassador.status === 'active' ? 'red' : undefined,
        hidden: ambassador.registration_status !== 'approved',
        onClick: () => ask(ambassador, ambassador.status === 'active' ? 'lock' : 'unlock'),
      },
      { label: t('actions.coverage'), onClick: () => setOpened({ kind: 'coverage', ambassador }) },
      { label: ta('history.open'), onClick: () => setOpened({ kind: 'history', ambassador }) },
    ],
  );

  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <AdminSearchForm search={search} defaults={ambassadorFilterDefaults}>
        {(form) => (
          <>
            <KeywordFilter form={form} label={t('filters.keyword')} hint={t('filters.keywordHint')} />
            <ChoiceFilter
              form={form}
              name="registration_status"
              label={t('filters.registration')}
              data={options(registrationStatuses, (value) => t(`registration.${value}`))}
            />
            <ChoiceFilter
              form={form}
              name="status"
              label={t('filters.status')}
              data={options(ambassadorStatuses, (value) => t(`status.${value}`))}
            />
            <ChoiceFilter
              form={form}
              name="level"
              label={t('filters.level')}
              data={options(ambassadorLevels, (value) => t(`levels.${value}`))}
            />
          </>
        )}
      </AdminSearchForm>
      <AdminTable<AdminAmbassador>
        search={search}
        source={ambassadors}
        columns={[
          { accessor: 'id', title: t('columns.id'), sortable: true, width: 70 },
          {
            accessor: 'name',
            title: t('columns.ambassador'),
            sortable: true,
            render: (ambassador) => (
              <Group gap="sm" wrap="nowrap">
                <Avatar src={ambassador.avatar_url} name={ambassador.name} color="brand" size={36} />
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {ambassador.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    @{ambassador.username}
                  </Text>
                </Stack>
              </Group>
            ),
          },
          {
            accessor: 'contact',
            title: t('columns.contact'),
            render: (ambassador) => (
              <Stack gap={0}>
                <Text size="sm">{ambassador.email ?? ambassador.user_email}</Text>
                <Text size="xs" c="dimmed">
                  {ambassador.phone ?? ''}
                </Text>
              </Stack>
            ),
          },
          { accessor: 'level', title: t('columns.level'), render: (ambassador) => t(`levels.${ambassador.level}`) },
          {
            accessor: 'coverage',
            title: t('columns.coverage'),
            render: (ambassador) => (
              <Text size="xs" c="dimmed">
                {t('coverageCount', {
                  areas: ambassador.area_ids.length,
                  provinces: ambassador.province_ids.length,
                  projects: ambassador.project_ids.length,
                })}
              </Text>
            ),
          },
          {
            accessor: 'registration_status',
            title: t('columns.registration'),
            noWrap: true,
            render: (ambassador) => (
              <Badge variant="light" color={registrationColors[ambassador.registration_status]} tt="none">
                {t(`registration.${ambassador.registration_status}`)}
              </Badge>
            ),
          },
          {
            accessor: 'status',
            title: t('columns.status'),
            noWrap: true,
            render: (ambassador) => (
              <Badge variant="dot" color={ambassador.status === 'active' ? 'teal' : 'red'} tt="none">
                {t(`status.${ambassador.status}`)}
              </Badge>
            ),
          },
          {
            accessor: 'created_at',
            title: t('columns.createdAt'),
            sortable: true,
            noWrap: true,
            render: (ambassador) => formatMoment(ambassador.created_at, locale),
          },
          actions,
        ]}
      />
      <AmbassadorDetailDrawer ambassador={opened?.kind === 'detail' ? opened.ambassador : null} onClose={close} />
      <RejectDialog ambassador={opened?.kind === 'reject' ? opened.ambassador : null} onClose={close} />
      <CoverageDialog ambassador={opened?.kind === 'coverage' ? opened.ambassador : null} onClose={close} />
      <RecordHistoryDrawer of="ambassador" id={opened?.kind === 'history' ? opened.ambassador.id : null} onClose={close} />
    </>
  );
}
