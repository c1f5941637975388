import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { socialAccounts } from '../../db/schema/index.js';

export async function findSocialAccountUser(db: Db, provider: string, providerUserId: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: socialAccounts.userId })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, providerUserId)))
    .limit(1);
  return row?.userId ?? null;
}

export async function linkSocialAccount(
  db: Db,
  link: { userId: number; provider: string; providerUserId: string; email: string | null },
): Promise<void> {
  await db.insert(socialAccounts).values(link).onConflictDoNothing();
}
