import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { pageLocale, type LocaleParams } from '@/lib/page-locale';
import { getSessionUser } from '@/features/accounts/api/get-session-user';
import { AuthPageCard } from '@/features/accounts/components/auth-page-card';
import { RegisterForm } from '@/features/accounts/components/register-form';
import { accountPageMetadata } from '@/features/accounts/server/account-page-metadata';

// Reads the visitor's cookies or the query string: rendered for each request (decision 0015).
export const dynamic = 'force-dynamic';

interface RegisterPageProps {
  params: LocaleParams;
}

export async function generateMetadata({ params }: RegisterPageProps): Promise<Metadata> {
  return accountPageMetadata(await pageLocale(params), 'register');
}

export default async function RegisterPage({ params }: RegisterPageProps) {
  const locale = await pageLocale(params);
  if ((await getSessionUser()).user) redirect({ href: paths.home, locale });
  const t = await getTranslations({ locale, namespace: 'auth' });
  return (
    <AuthPageCard title={t('registerHeading')} intro={t('registerIntro')}>
      <RegisterForm autoFocus />
    </AuthPageCard>
  );
}
