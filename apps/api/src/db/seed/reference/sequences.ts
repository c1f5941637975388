import { sql } from 'drizzle-orm';
import type { Db } from '../../client.js';

/**
 * Rows inserted with explicit ids leave the identity sequence behind; without this the next row
 * that staff create would collide with a seeded id.
 */
export async function syncIdentity(db: Db, table: string): Promise<void> {
  await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 1) FROM ${table}))`));
}
