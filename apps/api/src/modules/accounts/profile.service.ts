import type { ChangeInfoInput, LoginResult, Me } from '@app/contracts/accounts.js';
import { AppError, invalidField } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { Principal } from './principal.repository.js';
import type { AccountContext } from './account-context.js';
import { takenError } from './customer-account.js';
import { revokeUserLongTokens } from './long-tokens.repository.js';
import { findProfile } from './me.repository.js';
import { startSession } from './session.service.js';
import { takenFieldOf } from './unique-violation.js';
import * as users from './users.repository.js';

/** The signed-in user's profile; for an approved ambassador the name and picture are the ambassador's and the last name is blank. */
export async function getMe(context: Pick<AccountContext, 'db'>, principal: Principal): Promise<Me> {
  const row = await findProfile(context.db, principal.id);
  if (!row) throw new AppError('UNAUTHORIZED');
  const ambassador =
    row.ambassadorId !== null && row.ambassadorName !== null
      ? {
          id: row.ambassadorId,
          name: row.ambassadorName,
          avatar_url: row.ambassadorAvatarUrl,
          status: row.ambassadorStatus === 'lock' ? ('lock' as const) : ('active' as const),
        }
      : null;
  return {
    id: row.id,
    first_name: ambassador ? ambassador.name : row.firstName,
    last_name: ambassador ? '' : row.lastName,
    username: row.username,
    email: row.email,
    phone: row.phone,
    phone_number: row.phone,
    avatar_url: ambassador ? (ambassador.avatar_url ?? row.avatarUrl) : row.avatarUrl,
    status: row.status === 'inactive' ? 'inactive' : 'active',
    has_password: row.hasPassword,
    roles: principal.roles,
    item_permissions: principal.itemPermissions,
    is_ambassador: ambassador !== null,
    ambassador_response: ambassador,
  };
}

/**
 * A new password ends every other session: all long tokens are revoked and their access tokens
 * refused (the auth guard also refuses any access token issued before the change). The caller gets
 * a fresh session in the reply.
 */
export async function changePassword(
  context: AccountContext,
  principal: Principal,
  input: { oldPassword: string; newPassword: string },
): Promise<LoginResult> {
  const account = await users.findAccountById(context.db, principal.id);
  if (!account) throw new AppError('UNAUTHORIZED');
  if (!account.passwordHash || !(await verifyPassword(account.passwordHash, input.oldPassword)))
    throw invalidField('oldPassword', 'old_password_wrong');
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await context.db.transaction(async (tx) => {
    await users.setPassword(tx, principal.id, passwordHash);
    return revokeUserLongTokens(tx, principal.id);
  });
  await context.endedSessions.end(ended);
  return startSession(context, principal.id, 'password');
}

export async function changeInfo(context: AccountContext, principal: Principal, input: ChangeInfoInput): Promise<Me> {
  const taken = await users.findTakenFields(context.db, { phone: input.phone }, principal.id);
  if (taken.length > 0) throw takenError(taken);
  try {
    await users.updateAccountInfo(context.db, principal.id, {
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone,
      avatarUrl: input.avatar_url,
    });
  } catch (error) {
    const field = takenFieldOf(error);
    if (field) throw takenError([field]);
    throw error;
  }
  return getMe(context, principal);
}
