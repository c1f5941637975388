'use client';

import { Button, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { useRouter } from '@/i18n/navigation';
import { useNotify } from '@/hooks/use-notify';
import { confirmPasswordReset } from '../api/confirm-password-reset';
import { useAppForm } from '@/hooks/use-app-form';
import { rulesOf } from '../config/field-config';
import { resetPasswordFields } from '../config/password-reset-fields';
import { useFailureNotice } from '../hooks/use-failure-notice';
import { ConfiguredField } from './configured-field';

/** The page the reset mail links to: a new password for the account; every earlier session ends. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('auth');
  const notify = useNotify();
  const router = useRouter();
  const failed = useFailureNotice();
  const send = useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: (answer) => {
      notify.success(answer.message);
      router.push(paths.login);
    },
    onError: failed,
  });
  const form = useAppForm({
    rules: rulesOf(resetPasswordFields),
    initialValues: { token, password: '', rePassword: '' },
    error: send.error,
  });

  return (
    <form method="post" noValidate onSubmit={form.onSubmit((values) => send.mutate(values))} onKeyDown={form.onKeyDown}>
      <Stack gap="sm">
        {resetPasswordFields.map((field, index) => (
          <ConfiguredField key={field.property} field={field} form={form} autoFocus={index === 0} />
        ))}
        <Button type="submit" fullWidth loading={send.isPending}>
          {t('submitReset')}
        </Button>
      </Stack>
    </form>
  );
}
