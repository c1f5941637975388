import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.js';
import { prepareDatabase } from '../../src/db/prepare.js';
import { LocalStorage } from '../../src/lib/storage/local-storage.js';
import { randomBytes } from 'node:crypto';
import { adminUrl, withDatabase } from './postgres-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
    storageDir: string;
  }
}

/**
 * Migrates and seeds one database per run; every test file then starts from a copy of it
 * (a PGlite dump, or a PostgreSQL template database), which is far faster than seeding again.
 */
export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(path.join(tmpdir(), 'api-test-'));
  const storageDir = path.join(workDir, 'files');
  const storage = new LocalStorage(storageDir);
  project.provide('storageDir', storageDir);

  // Each run has its own template, so runs on one server never pull a template from under another.
  const template = `app_test_template_${randomBytes(4).toString('hex')}`;
  const onPostgres = project.config.env?.TEST_DB === 'postgres';
  if (onPostgres) {
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: withDatabase(template), dataDir: 'memory://', poolSize: 2 });
    await prepareDatabase(handle, storage, { demo: true });
    await handle.close();
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', template);
  } else {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await prepareDatabase(handle, storage, { demo: true });
    const dump = await handle.pglite!.dumpDataDir('none');
    const file = path.join(workDir, 'template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    project.provide('pgliteTemplate', file);
    project.provide('postgresTemplate', '');
  }

  return async () => {
    await rm(workDir, { recursive: true, force: true });
    if (onPostgres) {
      const admin = new pg.Client({ connectionString: adminUrl() });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    }
  };
}
