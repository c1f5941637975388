'use client';

import { Tabs } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { AdminPageHeader } from '@/admin/admin-page-header';
import { UsersList } from './users-list';
import { RolesTable } from './roles-table';

export function UsersScreen() {
  const t = useTranslations('adminUsers');
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <Tabs defaultValue="users" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="users">{t('tabs.users')}</Tabs.Tab>
          <Tabs.Tab value="roles">{t('tabs.roles')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users">
          <UsersList />
        </Tabs.Panel>
        <Tabs.Panel value="roles">
          <RolesTable />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
