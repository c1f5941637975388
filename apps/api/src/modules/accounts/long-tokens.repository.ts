import { and, eq, isNull, sql } from 'drizzle-orm';
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
 * Spends a long token and stores its successor in one statement: of two simultaneous uses, the
 * second waits for the first's row lock, then finds the token used and rotates nothing. Null when
 * the token is unknown, used, revoked or expired.
 */
export async function rotateLongToken(
  db: Db,
  tokenHash: string,
  next: { tokenHash: string; expiresAt: Date },
): Promise<{ userId: number; familyId: string } | null> {
  const result = await db.execute<{ userId: number; familyId: string }>(sql`
    with spent as (
      update ${longTokens} set used_at = now()
      where token_hash = ${tokenHash} and used_at is null and revoked_at is null and expires_at > now()
      returning user_id, family_id, login_type
    )
    insert into ${longTokens} (user_id, family_id, token_hash, login_type, expires_at)
    select user_id, family_id, ${next.tokenHash}, login_type, ${next.expiresAt.toISOString()}::timestamptz from spent
    returning user_id as "userId", family_id as "familyId"
  `);
  return result.rows[0] ?? null;
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
