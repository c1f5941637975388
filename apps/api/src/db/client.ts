import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** One type for both drivers, so services and repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (several statements allowed), for migrations' helpers and maintenance. */
  exec(sql: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows (maintenance and tests). */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  pglite?: PGlite;
  pool?: pg.Pool;
}

export const pgliteExtensions = { pg_trgm, unaccent };

/** Bigint columns hold money in whole đồng and counts; they fit in a JS number. */
pg.types.setTypeParser(20, (value) => Number(value));

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; `memory://` for an in-memory database. */
  dataDir: string;
  /** A PGlite dump (tar) to start from, for fast test isolation. */
  loadDataDir?: Blob;
  poolSize?: number;
}

/**
 * Names every parameterised statement after its text, so each connection parses and plans a
 * statement once and then reuses it: PostgreSQL switches to one generic plan after five runs.
 * Planning the public lists' joins cost more than running them (decision 0135). Statements without
 * parameters (maintenance scripts, several commands at once) keep the simple protocol. A statement
 * that matches a pattern (`like`) is planned for its values every time: how many rows a keyword
 * matches decides the plan, and a generic plan takes every pattern for a rare one (sorting 25,000
 * matching contents where walking the index in order reads 80; decision 0164).
 */
function prepareStatements(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const [config, values] = args;
    if (typeof config === 'object' && config !== null && Array.isArray(values) && values.length > 0) {
      const statement = config as pg.QueryConfig;
      if (statement.name === undefined && !matchesPattern.test(statement.text))
        args[0] = { ...statement, name: statementName(statement.text) };
    }
    return query(...args);
  }) as pg.Pool['query'];
}

const matchesPattern = /\bi?like\b/i;
const statementName = (text: string) => `s${createHash('sha1').update(text).digest('base64url')}`;

export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    prepareStatements(pool);
    // An idle connection cut by the server (restart, failover) must not take the process down;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      exec: async (sql) => {
        await pool.query(sql);
      },
      query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
      close: () => pool.end(),
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, { extensions: pgliteExtensions, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows,
    close: () => client.close(),
  };
}
