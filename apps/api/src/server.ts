import type { Server } from 'node:net';
import path from 'node:path';
import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { openConfiguredDatabase, openConfiguredStorage } from './runtime.js';
import { prepareDatabase } from './db/prepare.js';
import { listenOnSocket } from './lib/socket-listener.js';

const config = loadConfig();
const db = await openConfiguredDatabase(config);
const storage = openConfiguredStorage(config);
if (process.env.MIGRATE_ON_START !== 'false') {
  await prepareDatabase(db, storage, { demo: process.env.SEED_DEMO !== 'false' });
}
const app = await buildApp({ config, db, storage });
let socketListener: Server | undefined;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop taking requests, let the ones in flight finish, then close the database cleanly.
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  socketListener?.close();
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.API_HOST, port: config.API_PORT });
if (config.API_SOCKET) socketListener = await listenOnSocket(app.server, config.API_SOCKET);
app.log.info(
  `API on http://${config.API_HOST}:${config.API_PORT}${config.API_SOCKET ? ` and ${config.API_SOCKET}` : ''} (database: ${db.kind}${db.kind === 'pglite' ? ' in ' + path.join(config.DATA_DIR, 'pglite') : ''})`,
);
