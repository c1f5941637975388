import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DbHandle } from './client.js';
import { runDataMigrations } from './data-migrations/index.js';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies the committed SQL migrations, then the data migrations not yet recorded; the same set
 * serves PGlite and PostgreSQL.
 */
export async function runMigrations(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    await runDataMigrations(handle.db);
  } else {
    // One deploy may start several replicas; an advisory lock lets exactly one migrate at a time.
    const client = await handle.pool!.connect();
    try {
      await client.query('SELECT pg_advisory_lock(7283401)');
      await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
      await runDataMigrations(handle.db);
    } finally {
      await client.query('SELECT pg_advisory_unlock(7283401)').catch(() => undefined);
      client.release();
    }
  }
}
