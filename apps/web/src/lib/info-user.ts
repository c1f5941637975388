import type { Me } from '@app/contracts/accounts';
import type { InfoUser } from '@app/contracts/web-session';

export type { InfoUser } from '@app/contracts/web-session';

export function toInfoUser(me: Me): InfoUser {
  return {
    id: me.id,
    first_name: me.first_name,
    last_name: me.last_name,
    username: me.username,
    email: me.email,
    phone_number: me.phone_number,
    avatar_url: me.avatar_url,
    roles: me.roles,
    item_permissions: me.item_permissions,
    is_ambassador: me.is_ambassador,
    ambassador_response: me.ambassador_response,
  };
}

/** Vietnamese order: family name first ("Nguyễn Minh Anh"); the username when both are blank. */
export function displayName(user: Pick<InfoUser, 'first_name' | 'last_name' | 'username'>): string {
  return (
    [user.last_name, user.first_name]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ') || user.username
  );
}

const activeAmbassador = (user: InfoUser) =>
  user.is_ambassador && user.ambassador_response !== null && user.ambassador_response.status !== 'lock';

/**
 * The admin link shows for a user with item permissions who is not an ambassador,
 * or for an ambassador whose status is not 'lock' (and only at desktop width, which the menu handles).
 */
export function canSeeAdminLink(user: InfoUser): boolean {
  return (user.item_permissions.length > 0 && !user.is_ambassador) || activeAmbassador(user);
}

/** The ambassador's own page, for ambassadors who are not locked. */
export function ambassadorPageId(user: InfoUser): number | null {
  return activeAmbassador(user) ? (user.ambassador_response?.id ?? null) : null;
}

export const USER_ROLE = 'USER';
