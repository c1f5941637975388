'use client';

import { useState } from 'react';
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api-client';
import { FacebookIcon } from '@/components/ui/icons';
import { useNotify } from '@/hooks/use-notify';
import { useSocialConfig } from '../api/get-social-config';
import { socialLogin, type SocialProvider } from '../api/social-login';
import { useAfterLogin } from '../hooks/use-after-login';
import { useSocialSdk } from '../hooks/use-social-sdk';
import { facebookAccessToken } from '../utils/facebook-sdk';
import { googleAccessToken } from '../utils/google-sdk';
import { GoogleMark } from './google-mark';
import classes from './social-login-buttons.module.css';

/**
 * Facebook and Google sign-in. The SDKs load in the browser only; the token they give goes to the
 * web server, which signs in with the API. A provider that is not set up or cannot load stays
 * disabled with a hint, and the password form works as before.
 */
export function SocialLoginButtons() {
  const t = useTranslations('auth');
  const tErrors = useTranslations('errors');
  const notify = useNotify();
  const afterLogin = useAfterLogin();
  const config = useSocialConfig();
  const ids = config.data;
  const failedConfig = config.isError;
  const facebook = useSocialSdk('facebook', failedConfig ? null : ids?.facebook_app_id);
  const google = useSocialSdk('google', failedConfig ? null : ids?.google_client_id);
  const [busy, setBusy] = useState<SocialProvider | null>(null);

  const signIn = async (provider: SocialProvider) => {
    setBusy(provider);
    try {
      const token = provider === 'facebook' ? await facebookAccessToken() : await googleAccessToken(ids?.google_client_id ?? '');
      if (!token) {
        notify.info(t('socialCancelled', { provider: t(provider) }));
        return;
      }
      const { result } = await socialLogin(provider, token);
      await afterLogin(result.user);
    } catch (error) {
      notify.error(error instanceof ApiError && error.message ? error.message : tErrors('unknown'));
    } finally {
      setBusy(null);
    }
  };

  const unavailable = [facebook === 'unavailable' && t('facebook'), google === 'unavailable' && t('google')].filter(Boolean);

  return (
    <Stack gap="sm">
      <Divider label={t('orContinueWith')} labelPosition="center" styles={{ label: { color: 'var(--mantine-color-gray-7)' } }} />
      <Group grow gap="sm">
        <Button
          variant="default"
          className={classes.facebook}
          leftSection={<FacebookIcon size={18} />}
          disabled={facebook !== 'ready' || busy !== null}
          loading={busy === 'facebook'}
          onClick={() => void signIn('facebook')}
          aria-label={t('continueWithFacebook')}
        >
          {t('facebook')}
        </Button>
        <Button
          variant="default"
          leftSection={<GoogleMark />}
          disabled={google !== 'ready' || busy !== null}
          loading={busy === 'google'}
          onClick={() => void signIn('google')}
          aria-label={t('continueWithGoogle')}
        >
          {t('google')}
        </Button>
      </Group>
      {unavailable.length > 0 && (
        <Text size="xs" c="gray.7" ta="center" role="note">
          {t('socialUnavailable', { providers: unavailable.join(', ') })}
        </Text>
      )}
    </Stack>
  );
}
