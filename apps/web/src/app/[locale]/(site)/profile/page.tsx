import type { Metadata } from 'next';
import { Title } from '@mantine/core';
import { Container } from '@/components/ui/container';
import { getTranslations } from 'next-intl/server';
import { paths } from '@/config/paths';
import { pageLocale, type LocaleParams } from '@/lib/page-locale';
import { RouteMessages } from '@/i18n/route-messages';
import { ProfileSummary } from '@/features/accounts/components/profile-summary';
import { accountPageMetadata } from '@/features/accounts/server/account-page-metadata';
import { requireSessionUser } from '@/features/accounts/server/require-session-user';
import classes from './profile-page.module.css';

// Reads the visitor's cookies or the query string: rendered for each request (decision 0015).
export const dynamic = 'force-dynamic';

interface ProfilePageProps {
  params: LocaleParams;
}

export async function generateMetadata({ params }: ProfilePageProps): Promise<Metadata> {
  return accountPageMetadata(await pageLocale(params), 'profile');
}

/** Where the avatar in the phone header leads: the account at a glance and its menu. */
export default async function ProfilePage({ params }: ProfilePageProps) {
  const locale = await pageLocale(params);
  await requireSessionUser(paths.profile, locale);
  const t = await getTranslations({ locale, namespace: 'account' });
  return (
    <Container size={640} className={classes.page}>
      <Title order={1} size="h2" mb="md">
        {t('titles.profile')}
      </Title>
      <RouteMessages route="account">
        <ProfileSummary />
      </RouteMessages>
    </Container>
  );
}
