import { mkdtemp, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../src/db/client.js';
import { runMigrations } from '../../src/db/migrate.js';
import { backupDatabase, restoreDatabase } from '../../src/db/backup.js';
import { adminUrl, withDatabase } from '../support/postgres-url.js';

const workDir = await mkdtemp(path.join(tmpdir(), 'backup-test-'));
afterAll(() => rm(workDir, { recursive: true, force: true }));

async function marker(handle: DbHandle): Promise<string[]> {
  const rows = await handle.query<{ name: string }>('select name from areas order by name');
  return rows.map((row) => row.name);
}

/** Writes, backs up, damages, restores, and checks that what was written is back. */
async function roundTrip(open: () => Promise<DbHandle>, target: { databaseUrl?: string; pgliteDir: string }) {
  let handle = await open();
  await runMigrations(handle);
  await handle.exec("INSERT INTO areas(name, code) VALUES ('Vùng sao lưu', 'backup-check')");
  await handle.close();

  const file = path.join(workDir, `${target.databaseUrl ? 'pg' : 'pglite'}.backup`);
  await backupDatabase(target, file);

  handle = await open();
  await handle.exec("DELETE FROM areas WHERE code = 'backup-check'; INSERT INTO areas(name, code) VALUES ('Sau sao lưu', 'after')");
  expect(await marker(handle)).toEqual(['Sau sao lưu']);
  await handle.close();

  await restoreDatabase(target, file);
  handle = await open();
  expect(await marker(handle)).toEqual(['Vùng sao lưu']);
  await handle.close();
}

async function roundTripPostgres() {
  const name = `backup_test_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const databaseUrl = withDatabase(name);
    await roundTrip(() => openDatabase({ databaseUrl, dataDir: 'memory://', poolSize: 2 }), { databaseUrl, pgliteDir: '' });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

describe('backup and restore', () => {
  if (process.env.TEST_DB === 'postgres') {
    it('round-trips a PostgreSQL database with pg_dump and pg_restore', roundTripPostgres, 180_000);
  } else {
    it('round-trips the embedded database', async () => {
      const pgliteDir = path.join(workDir, 'pglite');
      await roundTrip(() => openDatabase({ dataDir: pgliteDir }), { pgliteDir });
    }, 180_000);
  }
});
