import type { UserStatus } from '@app/contracts/admin-users.js';
import type { Db } from '../../db/client.js';
import { revokeUserLongTokens } from './long-tokens.repository.js';
import * as users from './users.repository.js';

/**
 * What staff change of an account (its roles, whether it may sign in), written by this module, which
 * owns `users` and `user_roles`. Run inside the caller's transaction, next to its audit entry.
 */
export async function setAccountRoles(db: Db, userId: number, roleIds: readonly number[]): Promise<void> {
  await users.replaceUserRoles(db, userId, roleIds);
}

/** Deactivating ends the person's sessions at once; their access tokens are refused by the auth guard. */
export async function setAccountStatus(db: Db, userId: number, status: UserStatus): Promise<void> {
  await users.setUserStatus(db, userId, status);
  if (status === 'inactive') await revokeUserLongTokens(db, userId);
}
