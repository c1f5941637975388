'use client';

import { Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { ambassadorPageId, canSeeAdminLink, displayName, USER_ROLE, type InfoUser } from '@/lib/info-user';
import { ChevronDownIcon } from '@/components/ui/icons';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useLogout } from '@/hooks/use-logout';
import classes from './user-menu.module.css';

/**
 * The signed-in user's menu in the desktop header: account pages, the ambassador's own page, the
 * admin link (staff who are not ambassadors, or ambassadors not locked) and logout.
 */
export function UserMenu({ user }: { user: InfoUser }) {
  const t = useTranslations('accountMenu');
  const { logout, loggingOut } = useLogout();
  const ambassadorId = ambassadorPageId(user);
  const name = displayName(user);

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.target} aria-label={t('open', { name })}>
          <UserAvatar user={user} size={30} />
          <span className={classes.name}>{name}</span>
          <ChevronDownIcon size={14} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" truncate>
            {name}
          </Text>
          <Text size="xs" c="gray.7" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} href={paths.myAccount}>
          {t('accountInfo')}
        </Menu.Item>
        <Menu.Item component={Link} href={paths.changePassword}>
          {t('changePassword')}
        </Menu.Item>
        <Menu.Item component={Link} href={paths.orderHistory}>
          {t('orderHistory')}
        </Menu.Item>
        {ambassadorId !== null && (
          <Menu.Item component={Link} href={paths.ambassador(ambassadorId)}>
            {t('ambassadorPage')}
          </Menu.Item>
        )}
        {!user.is_ambassador && user.roles.includes(USER_ROLE) && (
          <Menu.Item component={Link} href={paths.registerAmbassador}>
            {t('registerAmbassador')}
          </Menu.Item>
        )}
        {canSeeAdminLink(user) && (
          <Menu.Item component={Link} href={paths.admin}>
            {t('admin')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item onClick={() => void logout()} disabled={loggingOut} color="red">
          {t('logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
