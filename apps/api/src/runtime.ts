import path from 'node:path';
import type { Config } from './config.js';
import { openDatabase, type DbHandle } from './db/client.js';
import { LocalStorage } from './lib/storage/local-storage.js';
import type { FileStorage } from './lib/storage/storage.js';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in the data folder: one code path after this. */
export function openConfiguredDatabase(config: Config): Promise<DbHandle> {
  return openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite') });
}

export function openConfiguredStorage(config: Config): FileStorage {
  return new LocalStorage(path.join(config.DATA_DIR, 'files'));
}
