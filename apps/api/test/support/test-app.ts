import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase, type DbHandle } from '../../src/db/client.js';
import { LocalStorage } from '../../src/lib/storage/local-storage.js';
import type { FileStorage } from '../../src/lib/storage/storage.js';
import { adminUrl, withDatabase } from './postgres-url.js';

export interface TestApp {
  app: FastifyInstance;
  db: DbHandle;
  close(): Promise<void>;
}

async function copyDatabase(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const name = `app_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: withDatabase(name), dataDir: 'memory://', poolSize: 10 });
    return {
      handle,
      drop: async () => {
        const client = new pg.Client({ connectionString: adminUrl() });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplate'));
  const handle = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([dump]) });
  return { handle, drop: async () => undefined };
}

/**
 * A fresh app on its own copy of the seeded database; `env` overrides configuration. The files are
 * the seeded ones unless the test brings a storage of its own (to see exactly what it stored).
 */
export async function createTestApp(env: Record<string, string> = {}, options: { storage?: FileStorage } = {}): Promise<TestApp> {
  const { handle, drop } = await copyDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '100000',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    ...env,
  });
  const app = await buildApp({
    config,
    db: handle,
    storage: options.storage ?? new LocalStorage(inject('storageDir')),
    closeDbWithApp: true,
    rateLimitNameSpace: `test-${randomBytes(4).toString('hex')}:`,
  });
  await app.ready();
  return {
    app,
    db: handle,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
