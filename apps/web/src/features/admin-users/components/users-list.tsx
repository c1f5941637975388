'use client';

import { useState } from 'react';
import { Badge, Group, Stack, Text, TextInput } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { AdminUser } from '@app/contracts/admin-users';
import type { Locale } from '@app/contracts/locale';
import { formatMoment, formatMomentWithTime } from '@/lib/format-date';
import { displayName } from '@/lib/info-user';
import { useSession } from '@/stores/session';
import { AdminTable } from '@/admin/list/admin-table';
import { useActionsColumn } from '@/admin/list/row-actions';
import { AdminSearchForm } from '@/admin/list/admin-search-form';
import { ChoiceFilter } from '@/admin/list/filter-fields';
import { useListSearch } from '@/admin/list/use-list-search';
import { RecordHistoryDrawer } from '@/admin/record-history';
import { useConfirmAction } from '@/admin/confirm-action';
import { StatusBadge } from '@/admin/status-badge';
import { userFilterDefaults, useUserSearch } from '../api/search-users';
import { useRoles } from '../api/get-roles';
import { useUpdateStatus } from '../api/update-status';
import { ChangeRolesDialog } from './change-roles-dialog';

export function UsersList() {
  const t = useTranslations('adminUsers');
  const ta = useTranslations('admin');
  const locale = useLocale() as Locale;
  const search = useListSearch(userFilterDefaults);
  const users = useUserSearch(search);
  const roles = useRoles();
  const updateStatus = useUpdateStatus();
  const confirm = useConfirmAction();
  const me = useSession((state) => state.user);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [historyOf, setHistoryOf] = useState<number | null>(null);

  const roleOptions = (roles.data ?? []).map((role) => ({
    value: role.code,
    label: locale === 'en' ? (role.name_en ?? role.name) : role.name,
  }));
  const statusOptions = [
    { value: 'active', label: ta('status.active') },
    { value: 'inactive', label: ta('status.inactive') },
  ];

  const toggleStatus = (user: AdminUser) => {
    const status = user.status === 'active' ? 'inactive' : 'active';
    confirm({
      message: t(status === 'active' ? 'confirmActivate' : 'confirmDeactivate', { name: displayName(user) }),
      confirmLabel: t(status === 'active' ? 'actions.activate' : 'actions.deactivate'),
      danger: status === 'inactive',
      onConfirm: () => updateStatus.mutate({ user_id: user.id, status }),
    });
  };

  const actions = useActionsColumn<AdminUser>(
    (user) => user.username,
    (user) => [
      { label: t('actions.changeRoles'), onClick: () => setEditing(user) },
      { label: ta('history.open'), onClick: () => setHistoryOf(user.id) },
      {
        label: t(user.status === 'active' ? 'actions.deactivate' : 'actions.activate'),
        color: user.status === 'active' ? 'red' : undefined,
        disabled: user.id === me?.id,
        onClick: () => toggleStatus(user),
      },
    ],
  );

  return (
    <>
      <AdminSearchForm search={search} defaults={userFilterDefaults}>
        {(form) => (
          <>
            <TextInput
              label={t('filters.keyword')}
              placeholder={t('filters.keywordHint')}
              {...form.getInputProps('keyword')}
              maxLength={100}
            />
            <ChoiceFilter form={form} name="status" label={t('filters.status')} data={statusOptions} />
            <ChoiceFilter form={form} name="role" label={t('filters.role')} data={roleOptions} />
          </>
        )}
      </AdminSearchForm>
      <AdminTable<AdminUser>
        search={search}
        source={users}
        columns={[
          { accessor: 'id', title: t('columns.id'), sortable: true, width: 70 },
          {
            accessor: 'username',
            title: t('columns.user'),
            sortable: true,
            render: (user) => (
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {displayName(user)}
                </Text>
                <Text size="xs" c="dimmed">
                  @{user.username}
                </Text>
              </Stack>
            ),
          },
          { accessor: 'email', title: t('columns.email'), sortable: true },
          { accessor: 'phone', title: t('columns.phone'), render: (user) => user.phone ?? '—' },
          {
            accessor: 'roles',
            title: t('columns.roles'),
            render: (user) => (
              <Group gap={4}>
                {user.roles.map((role) => (
                  <Badge key={role} variant="light" color={role === 'ADMIN' ? 'brand' : 'gray'} size="sm">
                    {role}
                  </Badge>
                ))}
                {user.is_ambassador && (
                  <Badge variant="outline" size="sm">
                    {t('ambassador')}
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            accessor: 'status',
            title: t('columns.status'),
            noWrap: true,
            render: (user) => <StatusBadge active={user.status === 'active'} />,
          },
          {
            accessor: 'created_at',
            title: t('columns.createdAt'),
            sortable: true,
            noWrap: true,
            render: (user) => formatMoment(user.created_at, locale),
          },
          {
            accessor: 'last_login_at',
            title: t('columns.lastLogin'),
            sortable: true,
            render: (user) => (user.last_login_at ? formatMomentWithTime(user.last_login_at, locale) : t('never')),
          },
          actions,
        ]}
      />
      <ChangeRolesDialog user={editing} roleOptions={roleOptions} onClose={() => setEditing(null)} />
      <RecordHistoryDrawer of="user" id={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
