import path from 'node:path';
import type { Config } from './config.js';
import { openDatabase, type DbHandle } from './db/client.js';
import { LocalStorage } from './lib/storage/local-storage.js';
import { S3Storage } from './lib/storage/s3-storage.js';
import type { FileStorage } from './lib/storage/storage.js';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in the data folder: one code path after this. */
export function openConfiguredDatabase(config: Config): Promise<DbHandle> {
  return openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite') });
}

/** S3 (or an S3-compatible service at S3_ENDPOINT) when a bucket and keys are set, otherwise the data folder on this machine. */
export function openConfiguredStorage(config: Config): FileStorage {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION, S3_FORCE_PATH_STYLE } = config;
  if (S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    return new S3Storage({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      region: S3_REGION,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      forcePathStyle: S3_FORCE_PATH_STYLE ? S3_FORCE_PATH_STYLE === 'true' : S3_ENDPOINT !== undefined,
    });
  }
  return new LocalStorage(path.join(config.DATA_DIR, 'files'));
}
