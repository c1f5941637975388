import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.js';

export interface RateLimitOptions {
  max: number;
  redisUrl?: string;
  /** Separates the counters of several apps sharing one Redis (tests, several shops). */
  nameSpace?: string;
}

/** Tighter limits for the routes that guess or send things: login, register, reset, contact. */
export const sensitiveRateLimit = { rateLimit: { max: 10, timeWindow: '10 minutes' } } as const;

async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions) {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true })
    : undefined;
  if (redis) {
    app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
    // Connect before the first request: without the offline queue, a command sent while connecting
    // fails and that request would not be counted.
    await redis
      .connect()
      .catch((error: Error) => app.log.error({ err: error }, 'Redis unreachable: rate limits are not counted until it is back'));
  }
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: '1 minute',
    redis,
    nameSpace: options.nameSpace ?? 'rl:',
    // Counting must not take the site down when Redis is briefly unreachable.
    skipOnError: true,
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['errors'] });
