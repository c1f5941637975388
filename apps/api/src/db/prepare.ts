import type { DbHandle } from './client.js';
import type { FileStorage } from '../lib/storage/storage.js';
import { runMigrations } from './migrate.js';
import { seedReference } from './seed/reference.js';
import { seedDemo } from './seed/demo.js';

/** Migrates, then loads the reference data and, for an empty shop, the demo catalogue. */
export async function prepareDatabase(handle: DbHandle, storage: FileStorage, options: { demo: boolean }): Promise<void> {
  await runMigrations(handle);
  await seedReference(handle.db);
  if (options.demo) await seedDemo(handle.db, storage);
}
