import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/lib/page-locale';
import { AuthPageCard } from '@/features/accounts/components/auth-page-card';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';
import { accountPageMetadata } from '@/features/accounts/server/account-page-metadata';

interface RetrievePasswordPageProps {
  params: LocaleParams;
}

export async function generateMetadata({ params }: RetrievePasswordPageProps): Promise<Metadata> {
  return accountPageMetadata(await pageLocale(params), 'retrievePassword');
}

export default async function RetrievePasswordPage({ params }: RetrievePasswordPageProps) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'auth' });
  return (
    <AuthPageCard title={t('forgotHeading')}>
      <ForgotPasswordForm autoFocus />
    </AuthPageCard>
  );
}
