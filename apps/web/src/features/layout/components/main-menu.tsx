'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from '@/i18n/navigation';
import { ChevronDownIcon } from '@/components/ui/icons';
import { isCurrentPath, type MenuItem } from '../utils/menu-items';
import { MenuLink } from './menu-link';
import classes from './main-menu.module.css';

/** Desktop menu; submenus open on hover and on keyboard focus, without script. */
export function MainMenu({ items }: { items: MenuItem[] }) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  return (
    <nav aria-label={t('mainMenu')} className={classes.nav}>
      <ul className={classes.menu}>
        {items.map((item) => {
          const current = item.kind === 'page' && isCurrentPath(pathname, item.href);
          return (
            <li key={item.label} className={classes.item}>
              <MenuLink link={item} className={classes.link} current={current}>
                {t(item.label)}
                {item.children && <ChevronDownIcon size={14} className={classes.chevron} />}
              </MenuLink>
              {item.children && (
                <ul className={classes.submenu}>
                  {item.children.map((child) => (
                    <li key={child.label}>
                      <MenuLink link={child} className={classes.sublink} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
