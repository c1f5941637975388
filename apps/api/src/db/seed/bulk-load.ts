import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';

/**
 * Runs a bulk load with the tables' secondary indexes dropped and rebuilds them afterwards from
 * their own definitions: building a trigram index once is several times faster than updating it
 * row by row. Call it inside a transaction, so other sessions never see the tables without them.
 * Indexes that back a constraint (primary keys) stay, as foreign keys need them.
 */
export async function withoutSecondaryIndexes(db: Db, tables: string[], load: () => Promise<void>): Promise<void> {
  const result = (await db.execute(sql`
    SELECT i.indexname AS name, i.indexdef AS definition
    FROM pg_indexes i
    JOIN pg_class c ON c.relname = i.indexname AND c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = i.schemaname)
    WHERE i.schemaname = current_schema()
      AND i.tablename IN (${sql.join(
        tables.map((table) => sql`${table}`),
        sql`, `,
      )})
      AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = c.oid)`)) as unknown as {
    rows: { name: string; definition: string }[];
  };
  for (const index of result.rows) await db.execute(sql.raw(`DROP INDEX "${index.name.replace(/"/g, '""')}"`));
  await load();
  for (const index of result.rows) await db.execute(sql.raw(index.definition));
}
