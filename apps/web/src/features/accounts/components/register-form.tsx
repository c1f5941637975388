'use client';

import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { useRouter } from '@/i18n/navigation';
import { useNotify } from '@/hooks/use-notify';
import { register } from '../api/register';
import {
  emailField,
  firstNameField,
  lastNameField,
  passwordField,
  phoneField,
  registerFields,
  rePasswordField,
  type RegisterField,
} from '../config/register-fields';
import { useAppForm } from '@/hooks/use-app-form';
import { rulesOf } from '../config/field-config';
import { useAfterLogin } from '../hooks/use-after-login';
import { useFailureNotice } from '../hooks/use-failure-notice';
import { AuthSwitchLink } from './auth-switch-link';
import { ConfiguredField } from './configured-field';

const emptyValues: Record<RegisterField, string> = { last_name: '', first_name: '', phone: '', email: '', password: '', rePassword: '' };

/**
 * Registration, then an automatic sign-in with the email. If that sign-in
 * fails the account still exists and the visitor is taken to log in.
 */
export function RegisterForm({ onLogin, autoFocus }: { onLogin?: () => void; autoFocus?: boolean }) {
  const t = useTranslations('auth');
  const notify = useNotify();
  const router = useRouter();
  const afterLogin = useAfterLogin();
  const failed = useFailureNotice();
  const send = useMutation({
    mutationFn: register,
    onSuccess: async ({ result, message }) => {
      if (result.user) {
        await afterLogin(result.user, message);
        return;
      }
      notify.success(message);
      if (onLogin) onLogin();
      else router.push(paths.login);
    },
    onError: failed,
  });
  const form = useAppForm({ rules: rulesOf(registerFields), initialValues: emptyValues, error: send.error });

  return (
    <Stack gap="md">
      <form method="post" noValidate onSubmit={form.onSubmit((values) => send.mutate(values))} onKeyDown={form.onKeyDown}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <ConfiguredField field={lastNameField} form={form} autoFocus={autoFocus} />
            <ConfiguredField field={firstNameField} form={form} />
          </SimpleGrid>
          <ConfiguredField field={phoneField} form={form} />
          <ConfiguredField field={emailField} form={form} />
          <ConfiguredField field={passwordField} form={form} description={t('passwordHint')} />
          <ConfiguredField field={rePasswordField} form={form} />
          <Button type="submit" fullWidth loading={send.isPending}>
            {t('submitRegister')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('haveAccount')}{' '}
        <AuthSwitchLink href={paths.login} onSwitch={onLogin}>
          {t('loginLink')}
        </AuthSwitchLink>
      </Text>
    </Stack>
  );
}
