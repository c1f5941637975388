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
    .select({ userId: longTokens.userId, familyId: longTokens.familyId, usedAt: longTokens.usedAt })
    .from(longTokens)
    .where(eq(longTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/**
 * Spends a long token and stores its successor in one transaction: of two simultaneous uses, the
 * second waits on the first's row lock until the successor is committed, then finds the token used
 * and rotates nothing. Null when the token is unknown, used, revoked or expired.
 */
export async function rotateLongToken(
  db: Db,
  tokenHash: string,
  next: { tokenHash: string; expiresAt: Date },
): Promise<{ userId: number; familyId: string } | null> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(longTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(longTokens.tokenHash, tokenHash),
          isNull(longTokens.usedAt),
          isNull(longTokens.revokedAt),
          gt(longTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: longTokens.userId, familyId: longTokens.familyId, loginType: longTokens.loginType });
    if (!spent) return null;
    await tx.insert(longTokens).values({ ...spent, tokenHash: next.tokenHash, expiresAt: next.expiresAt });
    return { userId: spent.userId, familyId: spent.familyId };
  });
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(longTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(longTokens.familyId, familyId), isNull(longTokens.revokedAt)));
}

/** The families (sessions) that were still open, so their access tokens can be ended too. */
export async function revokeUserLongTokens(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .update(longTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(longTokens.userId, userId), isNull(longTokens.revokedAt)))
    .returning({ familyId: longTokens.familyId });
  return rows.map((row) => row.familyId);
}
