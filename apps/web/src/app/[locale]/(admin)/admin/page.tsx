import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/lib/page-locale';
import { getSessionUser } from '@/features/accounts/api/get-session-user';
import { heldItems, holdsItem } from '@/admin/admin-items';
import { DashboardScreen } from '@/features/admin-dashboard/components/dashboard-screen';
import { WelcomePanel } from '@/features/admin-dashboard/components/welcome-panel';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'admin' });
  return { title: t('dashboard') };
}

/** The shop's figures are money: they need the orders item; other staff land on their items. */
export default async function AdminHomePage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const { user } = await getSessionUser();
  if (user && holdsItem(user, 'report-manage/order')) return <DashboardScreen />;
  return <WelcomePanel items={user ? heldItems(user) : []} />;
}
