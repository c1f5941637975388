import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ambassadors, rolePermissions, roles, userPermissions, userRoles, users } from '../../db/schema/index.js';

export interface Principal {
  id: number;
  username: string;
  status: string;
  passwordChangedAt: Date | null;
  roles: string[];
  itemPermissions: string[];
  ambassadorStatus: string | null;
}

/** Who is calling, with effective item permissions (their own and their roles'), in one round trip. */
export async function findPrincipal(db: Db, userId: number): Promise<Principal | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      status: users.status,
      passwordChangedAt: users.passwordChangedAt,
      roles: sql<
        string[]
      >`coalesce((select array_agg(r.code order by r.code) from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = "users"."id"), '{}')`,
      itemPermissions: sql<string[]>`coalesce((select array_agg(distinct p.item_code) from (
          select item_code from ${userPermissions} where user_id = "users"."id"
          union select rp.item_code from ${rolePermissions} rp join ${userRoles} ur on ur.role_id = rp.role_id where ur.user_id = "users"."id"
        ) p), '{}')`,
      ambassadorStatus: sql<
        string | null
      >`(select a.status from ${ambassadors} a where a.user_id = "users"."id" and a.registration_status = 'approved')`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
