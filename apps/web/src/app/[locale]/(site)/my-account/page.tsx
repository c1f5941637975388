import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { paths } from '@/config/paths';
import { pageLocale, type LocaleParams } from '@/lib/page-locale';
import { AccountShell } from '@/features/accounts/components/account-shell';
import { AccountInfoForm } from '@/features/accounts/components/account-info-form';
import { accountPageMetadata } from '@/features/accounts/server/account-page-metadata';
import { requireSessionUser } from '@/features/accounts/server/require-session-user';

// Reads the visitor's cookies or the query string: rendered for each request (decision 0015).
export const dynamic = 'force-dynamic';

interface MyAccountPageProps {
  params: LocaleParams;
}

export async function generateMetadata({ params }: MyAccountPageProps): Promise<Metadata> {
  return accountPageMetadata(await pageLocale(params), 'myAccount');
}

export default async function MyAccountPage({ params }: MyAccountPageProps) {
  const locale = await pageLocale(params);
  const { me } = await requireSessionUser(paths.myAccount, locale);
  const t = await getTranslations({ locale, namespace: 'account' });
  return (
    <AccountShell title={t('titles.myAccount')} description={t('info.description')}>
      <AccountInfoForm me={me} />
    </AccountShell>
  );
}
