import type { ComponentType } from 'react';
import type { Metadata } from 'next';
import type { PermissionItemCode } from '@app/contracts/permissions';
import { pageLocale, type LocaleParams } from '@/lib/page-locale';
import { getSessionUser } from '@/features/accounts/api/get-session-user';
import { holdsItem, itemByCode } from '@/admin/admin-items';
import { ForbiddenPanel } from '@/admin/forbidden-panel';

/**
 * An admin item's page: its screen for a user holding the item, a 403 page for anyone else (the
 * layout has already sent visitors to the login page). A page file is then two lines.
 */
export function adminPage(code: PermissionItemCode, Screen: ComponentType) {
  return async function AdminItemPage({ params }: { params: LocaleParams }) {
    const locale = await pageLocale(params);
    const { user } = await getSessionUser();
    if (!user || !holdsItem(user, code)) return <ForbiddenPanel itemName={itemByCode(code)[locale]} />;
    return <Screen />;
  };
}

export function adminMetadata(code: PermissionItemCode) {
  return async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
    return { title: itemByCode(code)[await pageLocale(params)] };
  };
}
