import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ambassadors, users } from '../../db/schema/index.js';

export async function findProfile(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarUrl: users.avatarUrl,
      status: users.status,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      ambassadorId: ambassadors.id,
      ambassadorName: ambassadors.name,
      ambassadorAvatarUrl: ambassadors.avatarUrl,
      ambassadorStatus: ambassadors.status,
    })
    .from(users)
    .leftJoin(ambassadors, and(eq(ambassadors.userId, users.id), eq(ambassadors.registrationStatus, 'approved')))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
