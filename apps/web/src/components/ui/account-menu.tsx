'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { ambassadorPageId, canSeeAdminLink, USER_ROLE } from '@/lib/info-user';
import { useSession } from '@/stores/session';
import { useLogout } from '@/hooks/use-logout';
import classes from './account-menu.module.css';

interface AccountMenuProps {
  onNavigate?: () => void;
  /** The admin link is for desktop widths only; set where the menu may show on a desktop. */
  withAdminLink?: boolean;
  /** Shown above the links, inside the navigation landmark. */
  header?: ReactNode;
}

/**
 * The account menu (account info, change password, order history), with the
 * ambassador's own page, the ambassador registration and logging out. Used in the phone menu, on
 * /profile and beside the account pages.
 */
export function AccountMenu({ onNavigate, withAdminLink = false, header }: AccountMenuProps) {
  const t = useTranslations('accountMenu');
  const pathname = usePathname();
  const { user } = useSession();
  const { logout, loggingOut } = useLogout();
  if (!user) return null;

  const ambassadorId = ambassadorPageId(user);
  const links: { href: string; label: string; desktopOnly?: boolean }[] = [
    { href: paths.myAccount, label: t('accountInfo') },
    { href: paths.changePassword, label: t('changePassword') },
    { href: paths.orderHistory, label: t('orderHistory') },
    ...(ambassadorId !== null ? [{ href: paths.ambassador(ambassadorId), label: t('ambassadorPage') }] : []),
    // Only customers (role USER) are sent to the ambassador registration.
    ...(!user.is_ambassador && user.roles.includes(USER_ROLE) ? [{ href: paths.registerAmbassador, label: t('registerAmbassador') }] : []),
    ...(withAdminLink && canSeeAdminLink(user) ? [{ href: paths.admin, label: t('admin'), desktopOnly: true }] : []),
  ];

  return (
    <nav aria-label={t('label')} className={classes.nav}>
      {header}
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.href} className={link.desktopOnly ? classes.desktopOnly : undefined}>
            <Link href={link.href} className={classes.link} aria-current={pathname === link.href ? 'page' : undefined} onClick={onNavigate}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={classes.link}
            disabled={loggingOut}
            onClick={() => {
              onNavigate?.();
              void logout();
            }}
          >
            {t('logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
