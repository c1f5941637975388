'use client';

import { Button, Group, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from '@/hooks/use-notify';
import { changePassword } from '../api/change-password';
import { useAppForm } from '@/hooks/use-app-form';
import { changePasswordFields } from '../config/change-password-fields';
import { rulesOf } from '../config/field-config';
import { useFailureNotice } from '../hooks/use-failure-notice';
import { ConfiguredField } from './configured-field';

const emptyValues = { oldPassword: '', newPassword: '', rePassword: '' };

/** /change-password: the API ends the other sessions; this one continues with the fresh tokens it gives. */
export function ChangePasswordForm() {
  const t = useTranslations('account');
  const notify = useNotify();
  const failed = useFailureNotice();
  const send = useMutation({
    mutationFn: changePassword,
    onSuccess: ({ message }) => {
      notify.success(message);
      form.reset();
    },
    onError: failed,
  });
  const form = useAppForm({ rules: rulesOf(changePasswordFields), initialValues: emptyValues, error: send.error });

  return (
    <form method="post" noValidate onSubmit={form.onSubmit((values) => send.mutate(values))} onKeyDown={form.onKeyDown}>
      <Stack gap="sm" maw={480}>
        {changePasswordFields.map((field) => (
          <ConfiguredField key={field.property} field={field} form={form} />
        ))}
        <Group justify="flex-start" mt="xs">
          <Button type="submit" loading={send.isPending}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
