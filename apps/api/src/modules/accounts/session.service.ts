import { randomUUID } from 'node:crypto';
import type { LoginResult, LoginType } from '@app/contracts/accounts.js';
import { AppError } from '../../lib/app-error.js';
import type { AccountContext } from './account-context.js';
import * as longTokens from './long-tokens.repository.js';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.js';
import { findPrincipal } from './principal.repository.js';

type SessionContext = Pick<AccountContext, 'db' | 'config' | 'tokens' | 'log'>;

function longTokenExpiry(context: SessionContext): Date {
  return new Date(Date.now() + context.config.LONG_TOKEN_TTL_DAYS * 86_400_000);
}

async function accessToken(context: SessionContext, userId: number): Promise<string> {
  const principal = await findPrincipal(context.db, userId);
  if (!principal) throw new AppError('UNAUTHORIZED');
  if (principal.status !== 'active') throw new AppError('ACCOUNT_INACTIVE');
  return context.tokens.sign({ userId, username: principal.username, roles: principal.roles });
}

/** A new session: a short access token and the first long token of a new family. */
export async function startSession(context: SessionContext, userId: number, loginType: LoginType): Promise<LoginResult> {
  const token = await accessToken(context, userId);
  const long = newOpaqueToken();
  await longTokens.insertLongToken(context.db, {
    userId,
    familyId: randomUUID(),
    tokenHash: long.hash,
    loginType,
    expiresAt: longTokenExpiry(context),
  });
  return { token, long_token: long.token, login_type: loginType };
}

/**
 * Trades a long token for a new pair. Each long token works once: a second use means a copy is in
 * someone else's hands, so the whole family is revoked and both holders must sign in again.
 */
export async function refreshSession(context: SessionContext, presented: string): Promise<{ token: string; long_token: string }> {
  const row = await longTokens.findLongToken(context.db, hashOpaqueToken(presented));
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw new AppError('TOKEN_EXPIRED');
  if (row.usedAt || !(await longTokens.claimLongToken(context.db, row.id))) {
    await longTokens.revokeFamily(context.db, row.familyId);
    context.log.warn({ userId: row.userId, familyId: row.familyId }, 'long token reused; its family is revoked');
    throw new AppError('TOKEN_EXPIRED');
  }
  const token = await accessToken(context, row.userId).catch(async (error: unknown) => {
    await longTokens.revokeFamily(context.db, row.familyId);
    throw error;
  });
  const next = newOpaqueToken();
  await longTokens.insertLongToken(context.db, {
    userId: row.userId,
    familyId: row.familyId,
    tokenHash: next.hash,
    loginType: row.loginType,
    expiresAt: longTokenExpiry(context),
  });
  return { token, long_token: next.token };
}

/** Logging out ends the session the long token belongs to; an unknown token ends nothing and says nothing. */
export async function endSession(context: SessionContext, presented: string, userId?: number): Promise<void> {
  const row = await longTokens.findLongToken(context.db, hashOpaqueToken(presented));
  if (!row || (userId !== undefined && row.userId !== userId)) return;
  await longTokens.revokeFamily(context.db, row.familyId);
}
