import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../client.js';
import { dataMigrations } from '../schema/index.js';
import { cleanStoredRichText } from './clean-stored-rich-text.js';

/**
 * A change to stored rows that SQL alone cannot make (it needs the API's own code). It runs once
 * per database, inside one transaction with the record that it ran, after every SQL migration, so
 * it sees the current schema.
 */
export interface DataMigration {
  /** Recorded in `data_migrations`; never renamed once released. */
  name: string;
  run(tx: Tx): Promise<void>;
}

/** In the order they run. */
const migrations: DataMigration[] = [cleanStoredRichText];

export async function runDataMigrations(db: Db): Promise<void> {
  for (const migration of migrations) {
    await db.transaction(async (tx) => {
      const [applied] = await tx.select().from(dataMigrations).where(eq(dataMigrations.name, migration.name));
      if (applied) return;
      await migration.run(tx);
      await tx.insert(dataMigrations).values({ name: migration.name });
    });
  }
}
