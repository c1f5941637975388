'use client';

import { Box, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useMutation } from '@tanstack/react-query';
import type { Me } from '@app/contracts/accounts';
import { toInfoUser } from '@/lib/info-user';
import { useRouter } from '@/i18n/navigation';
import { useSession } from '@/stores/session';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useNotify } from '@/hooks/use-notify';
import { changeInfo } from '../api/change-info';
import { useAppForm } from '@/hooks/use-app-form';
import { accountInfoFields, accountInfoSchema, avatarUrlField } from '../config/account-info-fields';
import { rulesOf } from '../config/field-config';
import { firstNameField, lastNameField, phoneField } from '../config/register-fields';
import { useFailureNotice } from '../hooks/use-failure-notice';
import { ConfiguredField } from './configured-field';

/** /my-account: name, phone and picture; the username and email are shown but not changed here. */
export function AccountInfoForm({ me }: { me: Me }) {
  const t = useTranslations('account');
  const tForms = useTranslations('forms');
  const notify = useNotify();
  const router = useRouter();
  const { setUser } = useSession();
  const failed = useFailureNotice();
  const send = useMutation({
    mutationFn: changeInfo,
    onSuccess: ({ result, message }) => {
      setUser(toInfoUser(result));
      notify.success(message);
      router.refresh();
    },
    onError: failed,
  });
  const form = useAppForm({
    rules: rulesOf(accountInfoFields),
    schema: accountInfoSchema,
    initialValues: { last_name: me.last_name, first_name: me.first_name, phone: me.phone ?? '', avatar_url: me.avatar_url ?? '' },
    error: send.error,
  });
  const preview = toInfoUser({
    ...me,
    first_name: form.values.first_name,
    last_name: form.values.last_name,
    avatar_url: form.values.avatar_url || null,
  });

  return (
    <form method="post" noValidate onSubmit={form.onSubmit((values) => send.mutate(values))} onKeyDown={form.onKeyDown}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <UserAvatar user={preview} size={72} />
          <Box flex={1}>
            <ConfiguredField field={avatarUrlField} form={form} description={t('info.avatarHint')} />
          </Box>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('info.username')} value={me.username} readOnly variant="filled" />
          <TextInput label={t('info.email')} value={me.email} readOnly variant="filled" />
          <ConfiguredField field={lastNameField} form={form} />
          <ConfiguredField field={firstNameField} form={form} />
          <ConfiguredField field={phoneField} form={form} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {tForms('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
