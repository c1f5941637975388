import type { Locale } from '@app/contracts/locale';
import { paths } from '../../../config/paths';
import { externalLinks } from '../../../config/external-links';

export type NavLabelKey =
  | 'home'
  | 'introduce'
  | 'courses'
  | 'reports'
  | 'reportList'
  | 'purchasePolicy'
  | 'supportCenter'
  | 'consulting'
  | 'consultingMarketResearch'
  | 'consultingProjectDevelopment'
  | 'consultingInvestment'
  | 'documents'
  | 'blog'
  | 'contact';

/** `page` links are routes of this site; `external` ones (other sites, files) open in a new tab. */
export interface MenuLink {
  label: NavLabelKey;
  href: string;
  kind: 'page' | 'external';
}

/** An entry that is a page of its own and may open a submenu. */
export interface MenuLinkItem extends MenuLink {
  children?: MenuLink[];
}

/** An entry that only opens its submenu. */
export interface MenuGroup {
  label: NavLabelKey;
  kind: 'group';
  children: MenuLink[];
}

export type MenuItem = MenuLinkItem | MenuGroup;

const page = (label: NavLabelKey, href: string): MenuLink => ({ label, href, kind: 'page' });
const external = (label: NavLabelKey, href: string): MenuLink => ({ label, href, kind: 'external' });

export function buildMainMenu({ locale, companyProfileUrl }: { locale: Locale; companyProfileUrl: string }): MenuItem[] {
  return [
    page('home', paths.home),
    external('introduce', companyProfileUrl),
    external('courses', externalLinks.courses),
    {
      ...page('reports', paths.reports),
      children: [page('reportList', paths.reports), page('purchasePolicy', paths.policy.purchase), page('supportCenter', paths.qa)],
    },
    {
      label: 'consulting',
      kind: 'group',
      children: [
        page('consultingMarketResearch', paths.consulting('market-research')),
        page('consultingProjectDevelopment', paths.consulting('project-development')),
        page('consultingInvestment', paths.consulting('investment')),
      ],
    },
    external('documents', externalLinks.documents),
    page('blog', paths.blog[locale]),
    page('contact', paths.contact),
  ];
}

/**
 * A menu entry is current when the path is its own page or one below it (the home page only
 * itself). Entries that differ only by their query cannot be told apart by the path: never current.
 */
export function isCurrentPath(pathname: string, href: string): boolean {
  if (href.includes('?')) return false;
  const target = href.split('#')[0] ?? href;
  if (target === '/') return pathname === '/';
  return pathname === target || pathname.startsWith(`${target}/`);
}
