'use client';

import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname } from '@/i18n/navigation';
import { ChevronDownIcon } from '@/components/ui/icons';
import { isCurrentPath, type MenuItem } from '../utils/menu-items';
import { MenuLink } from './menu-link';
import classes from './main-menu.module.css';

/**
 * Desktop menu. A submenu opens on hover and while focus is inside its entry (plain CSS, so it works
 * before the script loads); entries that are only a submenu get a button that also opens it.
 */
export function MainMenu({ items }: { items: MenuItem[] }) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const [openGroup, setOpenGroup] = useState<string | null>(null);

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpenGroup(null);
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape') return;
    setOpenGroup(null);
    event.currentTarget.querySelector<HTMLElement>('button')?.focus();
  };

  return (
    <nav aria-label={t('mainMenu')} className={classes.nav}>
      <ul className={classes.menu}>
        {items.map((item) => {
          const submenuId = `main-menu-${item.label}`;
          if (item.kind === 'group') {
            const open = openGroup === item.label;
            return (
              <li
                key={item.label}
                className={classes.item}
                data-open={open || undefined}
                onMouseLeave={() => setOpenGroup(null)}
                onBlur={closeWhenFocusLeaves}
                onKeyDown={closeOnEscape}
              >
                <button
                  type="button"
                  className={classes.link}
                  aria-expanded={open}
                  aria-controls={submenuId}
                  onClick={() => setOpenGroup(open ? null : item.label)}
                >
                  {t(item.label)}
                  <ChevronDownIcon size={14} className={classes.chevron} />
                </button>
                <ul id={submenuId} className={classes.submenu}>
                  {item.children.map((child) => (
                    <li key={child.label}>
                      <MenuLink
                        link={child}
                        className={classes.sublink}
                        current={child.kind === 'page' && isCurrentPath(pathname, child.href)}
                      />
                    </li>
                  ))}
                </ul>
              </li>
            );
          }
          return (
            <li key={item.label} className={classes.item}>
              <MenuLink link={item} className={classes.link} current={item.kind === 'page' && isCurrentPath(pathname, item.href)}>
                {t(item.label)}
                {item.children && <ChevronDownIcon size={14} className={classes.chevron} />}
              </MenuLink>
              {item.children && (
                <ul id={submenuId} className={classes.submenu}>
                  {item.children.map((child) => (
                    <li key={child.label}>
                      <MenuLink
                        link={child}
                        className={classes.sublink}
                        current={child.kind === 'page' && isCurrentPath(pathname, child.href)}
                      />
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
