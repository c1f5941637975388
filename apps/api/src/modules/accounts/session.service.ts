import { randomUUID } from 'node:crypto';
import type { LoginResult, LoginType } from '@app/contracts/accounts.js';
import { AppError } from '../../lib/app-error.js';
import type { AccountContext } from './account-context.js';
import * as longTokens from './long-tokens.repository.js';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.js';
import { findPrincipal } from './principal.repository.js';

type SessionContext = Pick<AccountContext, 'db' | 'config' | 'tokens' | 'endedSessions' | 'log'>;

function longTokenExpiry(context: SessionContext): Date {
  return new Date(Date.now() + context.config.LONG_TOKEN_TTL_DAYS * 86_400_000);
}

/** The session's id is its long-token family: ending the family ends its access tokens too. */
async function accessToken(context: SessionContext, userId: number, sessionId: string): Promise<string> {
  const principal = await findPrincipal(context.db, userId);
  if (!principal) throw new AppError('UNAUTHORIZED');
  if (principal.status !== 'active') throw new AppError('ACCOUNT_INACTIVE');
  return context.tokens.sign({ userId, username: principal.username, roles: principal.roles, sessionId });
}

/** Revokes the long tokens of a session and refuses its access tokens from now on, on every API process. */
async function endFamily(context: SessionContext, familyId: string): Promise<void> {
  await longTokens.revokeFamily(context.db, familyId);
  await context.endedSessions.end([familyId]);
}

/** A new session: a short access token and the first long token of a new family. */
export async function startSession(context: SessionContext, userId: number, loginType: LoginType): Promise<LoginResult> {
  const familyId = randomUUID();
  const token = await accessToken(context, userId, familyId);
  const long = newOpaqueToken();
  await longTokens.insertLongToken(context.db, {
    userId,
    familyId,
    tokenHash: long.hash,
    loginType,
    expiresAt: longTokenExpiry(context),
  });
  return { token, long_token: long.token, login_type: loginType };
}

/**
 * Trades a long token for a new pair. Each long token works once: a second use, even at the same
 * instant as the first, means a copy is in someone else's hands, so the whole session ends (its
 * long tokens, the successor just issued included, and its access tokens) and both holders must
 * sign in again.
 */
export async function refreshSession(context: SessionContext, presented: string): Promise<{ token: string; long_token: string }> {
  const presentedHash = hashOpaqueToken(presented);
  const next = newOpaqueToken();
  const rotated = await longTokens.rotateLongToken(context.db, presentedHash, {
    tokenHash: next.hash,
    expiresAt: longTokenExpiry(context),
  });
  if (!rotated) {
    const row = await longTokens.findLongToken(context.db, presentedHash);
    if (row?.usedAt) {
      await endFamily(context, row.familyId);
      context.log.warn({ userId: row.userId, familyId: row.familyId }, 'long token reused; its session is ended');
    }
    throw new AppError('TOKEN_EXPIRED');
  }
  const token = await accessToken(context, rotated.userId, rotated.familyId).catch(async (error: unknown) => {
    await endFamily(context, rotated.familyId);
    throw error;
  });
  return { token, long_token: next.token };
}

/** Logging out ends the session the long token belongs to; an unknown token ends nothing and says nothing. */
export async function endSession(context: SessionContext, presented: string, userId?: number): Promise<void> {
  const row = await longTokens.findLongToken(context.db, hashOpaqueToken(presented));
  if (!row || (userId !== undefined && row.userId !== userId)) return;
  await endFamily(context, row.familyId);
}

/** Other modules (staff managing users) read a principal through here. */
export { findPrincipal, type Principal } from './principal.repository.js';
