import { and, eq, ne, sql } from 'drizzle-orm';
import { ambassadors, users } from '../../db/schema/index.js';

/**
 * An ambassador the public may see: approved, not locked, and still holding an active account.
 * Projects and ambassador pages share this one rule.
 */
export const publicAmbassador = and(
  eq(ambassadors.registrationStatus, 'approved'),
  ne(ambassadors.status, 'lock'),
  sql`exists (select 1 from ${users} u where u.id = ${ambassadors.userId} and u.status = 'active')`,
)!;

export const ambassadorSummaryColumns = {
  id: ambassadors.id,
  name: ambassadors.name,
  avatar_url: ambassadors.avatarUrl,
  position: ambassadors.position,
  level: ambassadors.level,
};
