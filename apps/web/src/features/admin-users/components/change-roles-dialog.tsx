'use client';

import { Modal, MultiSelect, Stack } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { changeRolesBody, type AdminUser } from '@app/contracts/admin-users';
import { permissionItems } from '@app/contracts/permissions';
import type { Locale } from '@app/contracts/locale';
import { displayName } from '@/lib/info-user';
import { useAppForm } from '@/hooks/use-app-form';
import { FormActions } from '@/admin/form-actions';
import { useChangeRoles } from '../api/change-roles';

/** Replaces a user's roles and own items; the API refuses to take the last admin item from oneself. */
export function ChangeRolesDialog({
  user,
  roleOptions,
  onClose,
}: {
  user: AdminUser | null;
  roleOptions: { value: string; label: string }[];
  onClose: () => void;
}) {
  const t = useTranslations('adminUsers.rolesDialog');
  return (
    <Modal opened={user !== null} onClose={onClose} title={user ? t('title', { name: displayName(user) }) : ''} centered size="lg">
      {user && <RolesForm key={user.id} user={user} roleOptions={roleOptions} onDone={onClose} />}
    </Modal>
  );
}

function RolesForm({
  user,
  roleOptions,
  onDone,
}: {
  user: AdminUser;
  roleOptions: { value: string; label: string }[];
  onDone: () => void;
}) {
  const t = useTranslations('adminUsers.rolesDialog');
  const locale = useLocale() as Locale;
  const changeRoles = useChangeRoles(onDone);
  const form = useAppForm({
    schema: changeRolesBody,
    initialValues: { user_id: user.id, roles: user.roles, item_permissions: user.item_permissions },
    error: changeRoles.error,
  });

  return (
    <form onSubmit={form.onSubmit((values) => changeRoles.mutate(values))}>
      <Stack>
        <MultiSelect label={t('roles')} data={roleOptions} required {...form.getInputProps('roles')} />
        <MultiSelect
          label={t('items')}
          description={t('itemsHint')}
          data={permissionItems.map((item) => ({ value: item.code, label: item[locale] }))}
          searchable
          {...form.getInputProps('item_permissions')}
        />
        <FormActions onCancel={onDone} saving={changeRoles.isPending} />
      </Stack>
    </form>
  );
}
