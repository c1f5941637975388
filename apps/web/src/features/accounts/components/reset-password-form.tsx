'use client';

import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api-client';
import { moveFocusOnEnter } from '@/lib/enter-moves-focus';
import { paths } from '@/config/paths';
import { useRouter } from '@/i18n/navigation';
import { useNotify } from '@/hooks/use-notify';
import { confirmPasswordReset } from '../api/confirm-password-reset';
import { resetPasswordFields } from '../config/password-reset-fields';
import { useFieldForm } from '../hooks/use-field-form';
import { ConfiguredField } from './configured-field';

/** The page the reset mail links to: a new password for the account; every earlier session ends. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('auth');
  const tErrors = useTranslations('errors');
  const notify = useNotify();
  const router = useRouter();
  const form = useFieldForm({
    fields: resetPasswordFields,
    initialValues: { token, password: '', rePassword: '' },
  });
  const [submitting, setSubmitting] = useState(false);

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      const answer = await confirmPasswordReset(values);
      notify.success(answer.message);
      router.push(paths.login);
    } catch (error) {
      if (error instanceof ApiError) form.showServerErrors(error.fieldErrors);
      notify.error(error instanceof ApiError && error.message ? error.message : tErrors('unknown'));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form method="post" noValidate onSubmit={submit} onKeyDown={moveFocusOnEnter}>
      <Stack gap="sm">
        {resetPasswordFields.map((field, index) => (
          <ConfiguredField key={field.property} field={field} form={form} autoFocus={index === 0} />
        ))}
        <Button type="submit" fullWidth loading={submitting}>
          {t('submitReset')}
        </Button>
      </Stack>
    </form>
  );
}
