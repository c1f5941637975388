import type { Metadata } from 'next';
import { Alert, Text } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { AnchorLink } from '@/components/ui/anchor-link';
import { paths } from '@/config/paths';
import { pageLocale, type LocaleParams } from '@/lib/page-locale';
import { AuthPageCard } from '@/features/accounts/components/auth-page-card';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';
import { accountPageMetadata } from '@/features/accounts/server/account-page-metadata';

// Reads the visitor's cookies or the query string: rendered for each request (decision 0015).
export const dynamic = 'force-dynamic';

interface ResetPasswordPageProps {
  params: LocaleParams;
  searchParams: Promise<{ token?: string | string[] }>;
}

export async function generateMetadata({ params }: ResetPasswordPageProps): Promise<Metadata> {
  return { ...(await accountPageMetadata(await pageLocale(params), 'resetPassword')), referrer: 'no-referrer' };
}

/** The link of the reset mail: /reset-password?token=… (decision 0032). */
export default async function ResetPasswordPage({ params, searchParams }: ResetPasswordPageProps) {
  const locale = await pageLocale(params);
  const { token } = await searchParams;
  const t = await getTranslations({ locale, namespace: 'auth' });
  return (
    <AuthPageCard title={t('resetHeading')} intro={typeof token === 'string' && token ? t('resetIntro') : undefined}>
      {typeof token === 'string' && token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert color="red" role="alert">
          <Text size="sm">{t('resetLinkMissing')}</Text>
          <AnchorLink href={paths.retrievePassword} size="sm" fw={600}>
            {t('requestNewLink')}
          </AnchorLink>
        </Alert>
      )}
    </AuthPageCard>
  );
}
