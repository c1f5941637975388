'use client';

import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { useRouter } from '@/i18n/navigation';
import { useNotify } from '@/hooks/use-notify';
import { requestPasswordReset } from '../api/request-password-reset';
import { useAppForm } from '@/hooks/use-app-form';
import { rulesOf } from '../config/field-config';
import { forgotPasswordFields } from '../config/password-reset-fields';
import { useFailureNotice } from '../hooks/use-failure-notice';
import { AuthSwitchLink } from './auth-switch-link';
import { ConfiguredField } from './configured-field';

/** Back to the login view 3500 ms after the request went through, time to read the notice. */
export const BACK_TO_LOGIN_MS = 3500;

/**
 * The API answers the same for every address; a code other than 200 shows
 * its message as an error and stops. In the modal `onBackToLogin` switches the view; on the page the
 * visitor goes to /login.
 */
export function ForgotPasswordForm({ onBackToLogin, autoFocus }: { onBackToLogin?: () => void; autoFocus?: boolean }) {
  const t = useTranslations('auth');
  const notify = useNotify();
  const router = useRouter();
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!sentMessage) return;
    const timer = window.setTimeout(() => (onBackToLogin ? onBackToLogin() : router.push(paths.login)), BACK_TO_LOGIN_MS);
    return () => window.clearTimeout(timer);
  }, [onBackToLogin, router, sentMessage]);

  const failed = useFailureNotice();
  const send = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (answer) => {
      if (answer.code !== 200) {
        notify.error(answer.message);
        return;
      }
      notify.success(answer.message);
      setSentMessage(answer.message);
    },
    onError: failed,
  });
  const form = useAppForm({ rules: rulesOf(forgotPasswordFields), initialValues: { userEmail: '' }, error: send.error });

  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {t('forgotIntro')}
      </Text>
      {sentMessage ? (
        <Alert color="green" role="status">
          <Text size="sm">{sentMessage}</Text>
          <Text size="sm" mt={4}>
            {t('backToLoginSoon')}
          </Text>
        </Alert>
      ) : (
        <form method="post" noValidate onSubmit={form.onSubmit(({ userEmail }) => send.mutate(userEmail))} onKeyDown={form.onKeyDown}>
          <Stack gap="sm">
            {forgotPasswordFields.map((field) => (
              <ConfiguredField key={field.property} field={field} form={form} autoFocus={autoFocus} />
            ))}
            <Button type="submit" fullWidth loading={send.isPending}>
              {t('submitForgot')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <AuthSwitchLink href={paths.login} onSwitch={onBackToLogin}>
          {t('backToLogin')}
        </AuthSwitchLink>
      </Text>
    </Stack>
  );
}
