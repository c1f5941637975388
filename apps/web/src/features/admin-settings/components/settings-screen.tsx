'use client';

import { Alert, Button, Skeleton, Stack, Tabs } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { AdminPageHeader } from '@/admin/admin-page-header';
import { RecordHistoryButton } from '@/admin/record-history';
import { useAdminSettings } from '../api/get-settings';
import { settingGroups } from './setting-groups';
import { SettingsGroupForm } from './settings-group-form';

/** The site's settings (the audit trail keeps them as one record). */
const SETTINGS_RECORD_ID = 1;

export function SettingsScreen() {
  const t = useTranslations('adminSettings');
  const ta = useTranslations('admin.list');
  const settings = useAdminSettings();

  return (
    <>
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={<RecordHistoryButton of="systemSetting" id={SETTINGS_RECORD_ID} />}
      />
      {settings.isError ? (
        <Alert color="red" title={ta('loadFailed')}>
          <Button variant="default" size="xs" onClick={() => void settings.refetch()}>
            {ta('retry')}
          </Button>
        </Alert>
      ) : !settings.data ? (
        <Stack>
          <Skeleton h={36} />
          <Skeleton h={320} />
        </Stack>
      ) : (
        <Tabs defaultValue={settingGroups[0].id}>
          <Tabs.List mb="md">
            {settingGroups.map((group) => (
              <Tabs.Tab key={group.id} value={group.id}>
                {t(`groups.${group.id}.title`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {settingGroups.map((group) => (
            <Tabs.Panel key={group.id} value={group.id}>
              <SettingsGroupForm group={group} settings={settings.data} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </>
  );
}
