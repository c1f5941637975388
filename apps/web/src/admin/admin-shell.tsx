'use client';

import type { ReactNode } from 'react';
import { ActionIcon, AppShell, Burger, Drawer, Group, Menu, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { displayName, type InfoUser } from '@/lib/info-user';
import { useLogout } from '@/hooks/use-logout';
import { UserAvatar } from '@/components/ui/user-avatar';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { Logo } from '@/components/ui/logo';
import { AdminMenu } from './admin-menu';
import { LogoutIcon, MenuFoldIcon } from './admin-icons';
import type { AdminItem } from './admin-items';
import classes from './admin-shell.module.css';

/**
 * The admin frame: a top bar (menu button, brand, language, the user with logout) and the left
 * menu. The menu is 290 px wide under a 1526 px window and 270 px from there (the shop's own admin
 * did the same, keeping room for wide tables); it folds away on desktop and is a drawer on phones.
 */
export function AdminShell({ user, items, children }: { user: InfoUser; items: readonly AdminItem[]; children: ReactNode }) {
  const t = useTranslations('admin');
  const { logout, loggingOut } = useLogout();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [folded, setFolded] = useLocalStorage({ key: 'admin-menu-folded', defaultValue: false });

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: { base: 290, '1526px': 270 }, breakpoint: 'sm', collapsed: { mobile: true, desktop: folded } }}
      padding={{ base: 'sm', sm: 'lg' }}
      className={classes.shell}
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={drawerOpened} onClick={drawer.toggle} hiddenFrom="sm" size="sm" aria-label={t('openMenu')} />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              visibleFrom="sm"
              onClick={() => setFolded(!folded)}
              aria-label={folded ? t('expandMenu') : t('collapseMenu')}
              aria-expanded={!folded}
            >
              <MenuFoldIcon />
            </ActionIcon>
            <Link href="/admin" className={classes.brand} aria-label={t('title')}>
              <Logo />
              <Text component="span" fw={600} c="dimmed" visibleFrom="xs" className={classes.brandTitle}>
                {t('title')}
              </Text>
            </Link>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitch variant="toggle" />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <UnstyledButton className={classes.user} aria-label={displayName(user)}>
                  <UserAvatar user={user} size={34} />
                  <Text component="span" size="sm" fw={500} visibleFrom="md" className={classes.userName}>
                    {displayName(user)}
                  </Text>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{user.username}</Menu.Label>
                <Menu.Item component={Link} href="/">
                  {t('backToSite')}
                </Menu.Item>
                <Menu.Item leftSection={<LogoutIcon size={16} />} onClick={() => void logout()} disabled={loggingOut}>
                  {t('logout')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar className={classes.navbar}>
        <AppShell.Section grow component={ScrollArea} p="sm">
          <AdminMenu items={items} />
        </AppShell.Section>
      </AppShell.Navbar>
      <Drawer opened={drawerOpened} onClose={drawer.close} size={290} title={t('title')} hiddenFrom="sm">
        <AdminMenu items={items} onNavigate={drawer.close} />
      </Drawer>
      <AppShell.Main className={classes.main}>{children}</AppShell.Main>
    </AppShell>
  );
}
