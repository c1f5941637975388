import { spawn } from 'node:child_process';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './client.js';

export interface BackupTarget {
  databaseUrl?: string;
  /** The PGlite data directory, used when there is no database URL. */
  pgliteDir: string;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`))));
  });
}

/**
 * PostgreSQL: `pg_dump` in its custom format. PGlite: its own data-directory dump, gzipped.
 * PGlite allows one process per data directory, so the API must be stopped while it runs.
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  if (target.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', file, target.databaseUrl]);
    return;
  }
  const db = await PGlite.create(target.pgliteDir, { extensions: pgliteExtensions });
  try {
    const dump = await db.dumpDataDir('none');
    await writeFile(file, gzipSync(Buffer.from(await dump.arrayBuffer())));
  } finally {
    await db.close();
  }
}

/** Replaces the database's contents with a backup made by `backupDatabase`. */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (target.databaseUrl) {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--dbname', target.databaseUrl, file]);
    return;
  }
  const dump = gunzipSync(await readFile(file));
  // Restore beside the live directory first, so a failed restore leaves the old data untouched.
  const staging = `${target.pgliteDir}.restoring`;
  await rm(staging, { recursive: true, force: true });
  const db = await PGlite.create(staging, { extensions: pgliteExtensions, loadDataDir: new Blob([dump]) });
  await db.query('select 1');
  await db.close();
  const previous = `${target.pgliteDir}.previous`;
  await rm(previous, { recursive: true, force: true });
  await rename(target.pgliteDir, previous).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(staging, target.pgliteDir);
  await rm(previous, { recursive: true, force: true });
}
