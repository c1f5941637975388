import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { longTokens } from '../../db/schema/index.js';

export interface NewLongToken {
  userId: number;
  familyId: string;
  tokenHash: string;
  loginType: string;
  expiresAt: Date;
}

export async function insertLongToken(db: Db, token: NewLongToken): Promise<void> {
  await db.insert(longTokens).values(token);
}

export async function findLongToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: longTokens.id,
      userId: longTokens.userId,
      familyId: longTokens.familyId,
      loginType: longTokens.loginType,
      expiresAt: longTokens.expiresAt,
      usedAt: longTokens.usedAt,
      revokedAt: longTokens.revokedAt,
    })
    .from(longTokens)
    .where(eq(longTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Marks a token used if nobody did first; false means it was used, revoked or expired meanwhile. */
export async function claimLongToken(db: Db, id: number): Promise<boolean> {
  const claimed = await db
    .update(longTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(longTokens.id, id), isNull(longTokens.usedAt), isNull(longTokens.revokedAt), gt(longTokens.expiresAt, new Date())))
    .returning({ id: longTokens.id });
  return claimed.length === 1;
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(longTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(longTokens.familyId, familyId), isNull(longTokens.revokedAt)));
}

export async function revokeUserLongTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(longTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(longTokens.userId, userId), isNull(longTokens.revokedAt)));
}
