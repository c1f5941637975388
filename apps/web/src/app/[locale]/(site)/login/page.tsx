import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { pageLocale, type LocaleParams } from '@/lib/page-locale';
import { sitePath } from '@/lib/site-path';
import { getSessionUser } from '@/features/accounts/api/get-session-user';
import { AuthPageCard } from '@/features/accounts/components/auth-page-card';
import { LoginPageForm } from '@/features/accounts/components/login-page-form';
import { accountPageMetadata } from '@/features/accounts/server/account-page-metadata';

// Reads the visitor's cookies or the query string: rendered for each request (decision 0015).
export const dynamic = 'force-dynamic';

interface LoginPageProps {
  params: LocaleParams;
  searchParams: Promise<{ redirect?: string | string[] }>;
}

export async function generateMetadata({ params }: LoginPageProps): Promise<Metadata> {
  return accountPageMetadata(await pageLocale(params), 'login');
}

export default async function LoginPage({ params, searchParams }: LoginPageProps) {
  const locale = await pageLocale(params);
  const { redirect: wanted } = await searchParams;
  const redirectTo = sitePath(wanted);
  if ((await getSessionUser()).user) redirect({ href: redirectTo ?? paths.home, locale });
  const t = await getTranslations({ locale, namespace: 'auth' });
  return (
    <AuthPageCard title={t('loginHeading')} intro={t('loginIntro')}>
      <LoginPageForm redirectTo={redirectTo} />
    </AuthPageCard>
  );
}
