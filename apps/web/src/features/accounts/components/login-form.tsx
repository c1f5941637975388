'use client';

import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { login } from '../api/login';
import { useAppForm } from '@/hooks/use-app-form';
import { rulesOf } from '../config/field-config';
import { loginFields } from '../config/login-fields';
import { useAfterLogin } from '../hooks/use-after-login';
import { useFailureNotice } from '../hooks/use-failure-notice';
import { AuthSwitchLink } from './auth-switch-link';
import { ConfiguredField } from './configured-field';
import { SocialLoginButtons } from './social-login-buttons';

interface LoginFormProps {
  /** In the modal these switch its view; on the pages they are links. */
  onForgotPassword?: () => void;
  onRegister?: () => void;
  autoFocus?: boolean;
}

/** The login form of page and modal: fields by configuration, remember-me, forgot-password link, social sign-in, link to register. */
export function LoginForm({ onForgotPassword, onRegister, autoFocus }: LoginFormProps) {
  const t = useTranslations('auth');
  const afterLogin = useAfterLogin();
  const [remember, setRemember] = useState(true);
  const failed = useFailureNotice();
  const send = useMutation({
    mutationFn: login,
    onSuccess: ({ result }) => afterLogin(result.user),
    onError: failed,
  });
  const form = useAppForm({ rules: rulesOf(loginFields), initialValues: { username: '', password: '' }, error: send.error });

  return (
    <Stack gap="md">
      <form method="post" noValidate onSubmit={form.onSubmit((values) => send.mutate({ ...values, remember }))} onKeyDown={form.onKeyDown}>
        <Stack gap="sm">
          {loginFields.map((field, index) => (
            <ConfiguredField key={field.property} field={field} form={form} autoFocus={autoFocus && index === 0} />
          ))}
          <Group justify="space-between" gap="xs">
            <Checkbox label={t('rememberMe')} checked={remember} onChange={(event) => setRemember(event.currentTarget.checked)} />
            <AuthSwitchLink href={paths.retrievePassword} onSwitch={onForgotPassword}>
              {t('forgotLink')}
            </AuthSwitchLink>
          </Group>
          <Button type="submit" fullWidth loading={send.isPending}>
            {t('submitLogin')}
          </Button>
        </Stack>
      </form>
      <SocialLoginButtons />
      <Text size="sm" ta="center">
        {t('noAccount')}{' '}
        <AuthSwitchLink href={paths.register} onSwitch={onRegister}>
          {t('registerLink')}
        </AuthSwitchLink>
      </Text>
    </Stack>
  );
}
