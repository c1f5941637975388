import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared by every API process when REDIS_URL is set: rate limits, sign-in failures, ended sessions. */
    redis: Redis | undefined;
  }
}

/** One connection per process, opened before the first request and closed with the app. */
async function redisPlugin(app: FastifyInstance, options: { url?: string }) {
  if (!options.url) {
    app.decorate('redis', undefined);
    return;
  }
  const redis = new Redis(options.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
  app.decorate('redis', redis);
  app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  // Without the offline queue, a command sent while connecting fails: connect before serving.
  await redis.connect().catch((error: Error) => app.log.error({ err: error }, 'Redis unreachable: shared counters wait until it is back'));
}

export default fp(redisPlugin, { name: 'redis' });
