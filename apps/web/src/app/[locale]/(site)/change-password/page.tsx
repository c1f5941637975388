import type { Metadata } from 'next';
import { Alert, Text } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { paths } from '@/config/paths';
import { pageLocale, type LocaleParams } from '@/lib/page-locale';
import { ButtonLink } from '@/components/ui/button-link';
import { AccountShell } from '@/features/accounts/components/account-shell';
import { ChangePasswordForm } from '@/features/accounts/components/change-password-form';
import { accountPageMetadata } from '@/features/accounts/server/account-page-metadata';
import { requireSessionUser } from '@/features/accounts/server/require-session-user';

// Reads the visitor's cookies or the query string: rendered for each request (decision 0015).
export const dynamic = 'force-dynamic';

interface ChangePasswordPageProps {
  params: LocaleParams;
}

export async function generateMetadata({ params }: ChangePasswordPageProps): Promise<Metadata> {
  return accountPageMetadata(await pageLocale(params), 'changePassword');
}

export default async function ChangePasswordPage({ params }: ChangePasswordPageProps) {
  const locale = await pageLocale(params);
  const { me } = await requireSessionUser(paths.changePassword, locale);
  const t = await getTranslations({ locale, namespace: 'account' });
  return (
    <AccountShell title={t('titles.changePassword')} description={me.has_password ? t('password.description') : undefined}>
      {me.has_password ? (
        <ChangePasswordForm />
      ) : (
        <Alert color="blue" title={t('password.noPasswordTitle')}>
          <Text size="sm" mb="sm">
            {t('password.noPasswordText')}
          </Text>
          <ButtonLink href={paths.retrievePassword} size="sm" variant="light">
            {t('password.setPassword')}
          </ButtonLink>
        </Alert>
      )}
    </AccountShell>
  );
}
