import { permissionItems, type PermissionItemCode } from '@app/contracts/permissions';
import type { InfoUser } from '@/lib/info-user';

export type AdminItem = (typeof permissionItems)[number];
export type AdminItemGroup = 'report-manage' | 'news-manage' | 'user-manage' | 'system';

/** The items a user holds, in the table's order: the menu shows these and no others. */
export function heldItems(user: Pick<InfoUser, 'item_permissions'>): AdminItem[] {
  return permissionItems.filter((item) => user.item_permissions.includes(item.code));
}

export function holdsItem(user: Pick<InfoUser, 'item_permissions'>, code: PermissionItemCode): boolean {
  return user.item_permissions.includes(code);
}

export function itemByCode(code: PermissionItemCode): AdminItem {
  const item = permissionItems.find((candidate) => candidate.code === code);
  if (!item) throw new Error(`No admin item ${code}`);
  return item;
}

/** The menu's sections, named by the first part of each item's code. */
export function groupOf(item: AdminItem): AdminItemGroup {
  return item.code.split('/')[0] as AdminItemGroup;
}

/** The item's address without its query (`?tab=view`), to match the page being shown. */
export const itemPathname = (item: AdminItem) => item.path.split('?')[0] ?? item.path;

/** The item whose page (or a page below it) is `pathname`, the longest match winning. */
export function activeItem(items: readonly AdminItem[], pathname: string): AdminItem | undefined {
  return items
    .filter((item) => pathname === itemPathname(item) || pathname.startsWith(`${itemPathname(item)}/`))
    .sort((a, b) => itemPathname(b).length - itemPathname(a).length)[0];
}

/**
 * Where the login page sends a visitor back to: the admin address they asked for, without its
 * language prefix (the router adds the language again), and never an address outside the admin.
 */
export function adminReturnPath(requested: string | null): string {
  const withoutLocale = (requested ?? '').replace(/^\/en(?=\/|$)/, '');
  return /^\/admin(?:[/?]|$)/.test(withoutLocale) ? withoutLocale : '/admin';
}
