'use client';

import type { MouseEvent } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { ButtonLink } from '@/components/ui/button-link';
import { AccountMenu } from '@/components/ui/account-menu';
import { UserAvatar } from '@/components/ui/user-avatar';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { displayName } from '@/lib/info-user';
import { useSession } from '@/components/providers/session-provider';
import { openAuthModal, type AuthModalView } from '@/stores/auth-modal';
import classes from './auth-links.module.css';

// The dropdown's code is only needed by signed-in visitors.
const UserMenu = dynamic(() => import('./user-menu').then((module) => module.UserMenu));

interface AuthLinksProps {
  /** In the phone menu: full-width buttons, or the account menu once signed in. */
  fullWidth?: boolean;
  /** In the phone header bar: one round button, the avatar linking to /profile once signed in. */
  compact?: boolean;
  onNavigate?: () => void;
}

/**
 * Login and register open the auth modal; they stay links to /login and /register
 * for a new tab or before the page is interactive. Signed in, the user's menu takes their place.
 */
export function AuthLinks(props: AuthLinksProps) {
  const { known } = useSession();
  // A page is rendered without knowing the visitor: for someone signed in (the page's head script marks
  // them) the links stay invisible, keeping their place, until the user has been read.
  return (
    <span className={classes.gate} data-session-pending={known ? undefined : ''}>
      <AuthLinksContent {...props} />
    </span>
  );
}

function AuthLinksContent({ fullWidth = false, compact = false, onNavigate }: AuthLinksProps) {
  const t = useTranslations('header');
  const tAccount = useTranslations('account');
  const { user } = useSession();

  const openModal = (view: AuthModalView) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    openAuthModal(view);
  };

  if (user) {
    if (compact) {
      return (
        <Link href={paths.profile} className={classes.avatarLink} aria-label={tAccount('menu.profileOf', { name: displayName(user) })}>
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

  if (compact) {
    return (
      <Link href={paths.login} className={classes.avatarLink} onClick={openModal('login')} aria-label={t('login')}>
        <Avatar size={34} color="gray" />
      </Link>
    );
  }
  return (
    <Group gap="xs" grow={fullWidth} wrap="nowrap">
      <ButtonLink href={paths.login} variant="default" size="sm" onClick={openModal('login')}>
        {t('login')}
      </ButtonLink>
      <ButtonLink href={paths.register} size="sm" onClick={openModal('register')}>
        {t('register')}
      </ButtonLink>
    </Group>
  );
}
