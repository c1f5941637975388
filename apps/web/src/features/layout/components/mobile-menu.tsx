'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Drawer } from '@mantine/core';
import { usePathname } from '@/i18n/navigation';
import { ChevronDownIcon } from '@/components/ui/icons';
import { isCurrentPath, type MenuItem } from '../utils/menu-items';
import { MenuLink } from './menu-link';
import { AuthLinks } from './auth-links';
import classes from './mobile-menu.module.css';

interface MobileMenuProps {
  id: string;
  items: MenuItem[];
  opened: boolean;
  onClose: () => void;
}

export function MobileMenu({ id, items, opened, onClose }: MobileMenuProps) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const [expanded, setExpanded] = useState<string | null>(null);

  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(88vw, 360px)"
      title={t('menuTitle')}
      closeButtonProps={{ 'aria-label': t('closeMenu') }}
      classNames={{ body: classes.body, title: classes.title }}
    >
      <nav aria-label={t('mainMenu')}>
        <ul className={classes.list}>
          {items.map((item) => {
            if (item.kind !== 'group' && !item.children) {
              return (
                <li key={item.label}>
                  <MenuLink
                    link={item}
                    className={classes.link}
                    current={item.kind === 'page' && isCurrentPath(pathname, item.href)}
                    onNavigate={onClose}
                  />
                </li>
              );
            }
            const children = item.children ?? [];
            const open = expanded === item.label;
            const submenuId = `${id}-${item.label}`;
            return (
              <li key={item.label}>
                <button
                  type="button"
                  className={classes.link}
                  aria-expanded={open}
                  aria-controls={submenuId}
                  onClick={() => setExpanded(open ? null : item.label)}
                >
                  {t(item.label)}
                  <ChevronDownIcon size={16} className={classes.chevron} data-open={open || undefined} />
                </button>
                <ul id={submenuId} className={classes.sublist} hidden={!open}>
                  {children.map((child) => (
                    <li key={child.label}>
                      <MenuLink
                        link={child}
                        className={classes.sublink}
                        current={child.kind === 'page' && isCurrentPath(pathname, child.href)}
                        onNavigate={onClose}
                      />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={classes.account}>
        <AuthLinks fullWidth onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
