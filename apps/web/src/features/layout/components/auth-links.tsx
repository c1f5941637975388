'use client';

import { useTranslations } from 'next-intl';
import { Group } from '@mantine/core';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';

/** Entry points to signing in; the sign-in feature replaces the pages with its modal. */
export function AuthLinks({ fullWidth = false, onNavigate }: { fullWidth?: boolean; onNavigate?: () => void }) {
  const t = useTranslations('header');
  return (
    <Group gap="xs" grow={fullWidth} wrap="nowrap">
      <ButtonLink href={paths.login} variant="default" size="sm" onClick={onNavigate}>
        {t('login')}
      </ButtonLink>
      <ButtonLink href={paths.register} size="sm" onClick={onNavigate}>
        {t('register')}
      </ButtonLink>
    </Group>
  );
}
