'use client';

import { Badge, Group, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@app/contracts/locale';
import { permissionItems } from '@app/contracts/permissions';
import { useRoles } from '../api/get-roles';

/** Every role with the admin items it carries (a short list: one page, no search). */
export function RolesTable() {
  const t = useTranslations('adminUsers.roleTable');
  const locale = useLocale() as Locale;
  const roles = useRoles();
  const itemName = (code: string) => permissionItems.find((item) => item.code === code)?.[locale] ?? code;

  return (
    <DataTable
      withTableBorder
      borderRadius="md"
      minHeight={160}
      fetching={roles.isFetching}
      records={roles.data ?? []}
      columns={[
        { accessor: 'code', title: t('code'), width: 120, render: (role) => <Badge variant="light">{role.code}</Badge> },
        { accessor: 'name', title: t('name'), render: (role) => (locale === 'en' ? (role.name_en ?? role.name) : role.name) },
        {
          accessor: 'item_permissions',
          title: t('items'),
          render: (role) =>
            role.item_permissions.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('none')}
              </Text>
            ) : (
              <Group gap={4}>
                {role.item_permissions.map((code) => (
                  <Badge key={code} variant="outline" color="gray" size="sm" tt="none">
                    {itemName(code)}
                  </Badge>
                ))}
              </Group>
            ),
        },
      ]}
    />
  );
}
