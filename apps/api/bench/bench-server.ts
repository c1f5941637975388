import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { LocalStorage } from '../src/lib/storage/local-storage.js';
import { listenOnSocket } from '../src/lib/socket-listener.js';

/**
 * One server for the benchmark, in its own process so that the load generator does not share its
 * event loop: `app` is the real API, `bare` the baseline (Fastify and one pool, one primary-key
 * query). It prints `listening <port>` when ready and stops on SIGTERM.
 */
const kind = process.argv[2];
const databaseUrl = process.env.BENCH_DB_URL;
const dataDir = process.env.BENCH_DATA_DIR!;
const POOL_SIZE = 20;

async function bareServer() {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  const app = Fastify();
  app.get<{ Params: { id: string } }>('/bare/reports/:id', async (request) => {
    const { rows } = await pool.query('select id, title, permalink from reports where id = $1', [Number(request.params.id)]);
    return rows[0] ?? null;
  });
  app.addHook('onClose', () => pool.end());
  return app;
}

async function apiServer() {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '1000000000',
    // The admin benchmark signs in again for every search it times.
    AUTH_RATE_LIMIT_MAX: '1000000000',
    DATABASE_URL: databaseUrl ?? '',
  });
  const db = await openDatabase({ databaseUrl, dataDir: `${dataDir}/pglite`, poolSize: POOL_SIZE });
  const storage = new LocalStorage(`${dataDir}/files`);
  // The PostgreSQL database is prepared by the benchmark; the embedded one is prepared here.
  if (db.kind === 'pglite') await prepareDatabase(db, storage, { demo: true });
  return buildApp({ config, db, storage });
}

const app = kind === 'bare' ? await bareServer() : await apiServer();
await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0) });
// The web server of the browser's path reaches the API over its socket, as `npm start` runs them.
if (kind === 'app' && process.env.API_SOCKET) await listenOnSocket(app.server, process.env.API_SOCKET);
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
