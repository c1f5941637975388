import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Db, DbHandle } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbHandle: DbHandle;
  }
}

/** The database is opened by the caller (server or test) and closed with the app. */
async function dbPlugin(app: FastifyInstance, options: { handle: DbHandle; closeWithApp: boolean }) {
  app.decorate('db', options.handle.db);
  app.decorate('dbHandle', options.handle);
  if (options.closeWithApp) app.addHook('onClose', () => options.handle.close());
}

export default fp(dbPlugin, { name: 'db' });
