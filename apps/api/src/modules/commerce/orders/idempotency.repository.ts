import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { idempotencyKeys } from '../../../db/schema/index.js';

export interface StoredAnswer {
  /** A hash of the request the key was first used with. */
  fingerprint: string;
  body: unknown;
}

/**
 * Claims a key inside the transaction that does the work. A second request with the same key waits
 * on the unique index until the first commits (and then gets nothing) or rolls back (and then
 * claims it itself), so the work is done once.
 */
export async function claimKey(db: Db, claim: { userId: number; route: string; key: string }): Promise<number | null> {
  const [row] = await db.insert(idempotencyKeys).values(claim).onConflictDoNothing().returning({ id: idempotencyKeys.id });
  return row?.id ?? null;
}

export async function findAnswer(
  db: Db,
  claim: { userId: number; route: string; key: string },
): Promise<{ statusCode: number; answer: StoredAnswer } | null> {
  const [row] = await db
    .select({ statusCode: idempotencyKeys.statusCode, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.route, claim.route), eq(idempotencyKeys.key, claim.key)))
    .limit(1);
  if (!row || row.statusCode === null) return null;
  return { statusCode: row.statusCode, answer: row.response as StoredAnswer };
}

export async function saveAnswer(db: Db, id: number, statusCode: number, answer: StoredAnswer): Promise<void> {
  await db.update(idempotencyKeys).set({ statusCode, response: answer }).where(eq(idempotencyKeys.id, id));
}
