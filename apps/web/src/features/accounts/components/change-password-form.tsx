'use client';

import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api-client';
import { moveFocusOnEnter } from '@/lib/enter-moves-focus';
import { useNotify } from '@/hooks/use-notify';
import { changePassword } from '../api/change-password';
import { changePasswordFields } from '../config/change-password-fields';
import { useFieldForm } from '../hooks/use-field-form';
import { ConfiguredField } from './configured-field';

const emptyValues = { oldPassword: '', newPassword: '', rePassword: '' };

/** /change-password: the API ends the other sessions; this one continues with the fresh tokens it gives. */
export function ChangePasswordForm() {
  const t = useTranslations('account');
  const tErrors = useTranslations('errors');
  const notify = useNotify();
  const form = useFieldForm({ fields: changePasswordFields, initialValues: emptyValues });
  const [submitting, setSubmitting] = useState(false);

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      const { message } = await changePassword(values);
      notify.success(message);
      form.reset(emptyValues);
    } catch (error) {
      if (error instanceof ApiError) form.showServerErrors(error.fieldErrors);
      notify.error(error instanceof ApiError && error.message ? error.message : tErrors('unknown'));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form method="post" noValidate onSubmit={submit} onKeyDown={moveFocusOnEnter}>
      <Stack gap="sm" maw={480}>
        {changePasswordFields.map((field) => (
          <ConfiguredField key={field.property} field={field} form={form} />
        ))}
        <Group justify="flex-start" mt="xs">
          <Button type="submit" loading={submitting}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
