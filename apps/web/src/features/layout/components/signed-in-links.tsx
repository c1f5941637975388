'use client';

import { Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { AccountMenu } from '@/components/ui/account-menu';
import { UserAvatar } from '@/components/ui/user-avatar';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { displayName, type InfoUser } from '@/lib/info-user';
import type { AuthLinksProps } from './auth-links';
import classes from './auth-links.module.css';

// The dropdown's code is only needed on desktop widths.
const UserMenu = dynamic(() => import('./user-menu').then((module) => module.UserMenu), { ssr: false });

/**
 * The header's account entry once someone is signed in: fetched only for them, so a visitor's page
 * carries neither the account menu nor the avatar's code.
 */
export function SignedInLinks({ user, fullWidth = false, compact = false, onNavigate }: AuthLinksProps & { user: InfoUser }) {
  const tAccount = useTranslations('accountMenu');
  if (compact) {
    return (
      <Link href={paths.profile} className={classes.avatarLink} aria-label={tAccount('profileOf', { name: displayName(user) })}>
        <UserAvatar user={user} size={34} />
      </Link>
    );
  }
  if (fullWidth) {
    return (
      <AccountMenu
        onNavigate={onNavigate}
        header={
          <Link href={paths.profile} className={classes.summary} onClick={onNavigate}>
            <UserAvatar user={user} size={44} />
            <Stack gap={0} className={classes.summaryText}>
              <Text fw={700} truncate>
                {displayName(user)}
              </Text>
              <Text size="sm" c="gray.7" truncate>
                {user.email}
              </Text>
            </Stack>
          </Link>
        }
      />
    );
  }
  return <UserMenu user={user} />;
}
