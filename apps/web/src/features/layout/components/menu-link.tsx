import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { MenuLink as MenuLinkData } from '../utils/menu-items';

interface MenuLinkProps {
  link: MenuLinkData;
  className?: string;
  current?: boolean;
  onNavigate?: () => void;
  children?: ReactNode;
}

/** A menu entry: routes of this site through the locale-aware Link, other sites and files in a new tab. */
export function MenuLink({ link, className, current, onNavigate, children }: MenuLinkProps) {
  const t = useTranslations('nav');
  const content = children ?? t(link.label);
  if (link.kind === 'external') {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className} onClick={onNavigate}>
        {content}
        <span className="visually-hidden"> {t('newTab')}</span>
      </a>
    );
  }
  return (
    <Link href={link.href} className={className} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
      {content}
    </Link>
  );
}
