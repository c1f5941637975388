'use client';

import { NavLink, Stack } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@app/contracts/locale';
import { Link, usePathname } from '@/i18n/navigation';
import { activeItem, groupOf, type AdminItem, type AdminItemGroup } from './admin-items';
import { DashboardIcon, groupIcons } from './admin-icons';

/** The left menu: the dashboard, then the items the user holds, in their sections. */
export function AdminMenu({ items, onNavigate }: { items: readonly AdminItem[]; onNavigate?: () => void }) {
  const t = useTranslations('admin');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const current = activeItem(items, pathname);
  const groups = [...new Set(items.map(groupOf))];

  return (
    <Stack gap={2} component="nav" aria-label={t('title')}>
      <NavLink
        component={Link}
        href="/admin"
        label={t('dashboard')}
        leftSection={<DashboardIcon />}
        active={pathname === '/admin'}
        onClick={onNavigate}
      />
      {groups.map((group: AdminItemGroup) => {
        const GroupIcon = groupIcons[group];
        const members = items.filter((item) => groupOf(item) === group);
        return (
          <NavLink
            key={group}
            label={t(`groups.${group}`)}
            leftSection={<GroupIcon />}
            defaultOpened
            childrenOffset={34}
            active={current !== undefined && groupOf(current) === group}
            variant="subtle"
          >
            {members.map((item) => (
              <NavLink
                key={item.code}
                component={Link}
                href={item.path}
                label={item[locale]}
                active={current?.code === item.code}
                onClick={onNavigate}
              />
            ))}
          </NavLink>
        );
      })}
    </Stack>
  );
}
