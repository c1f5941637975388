import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

export interface RateLimitOptions {
  max: number;
  /** Separates the counters of several apps sharing one Redis (tests, several shops). */
  nameSpace?: string;
}

/** Tighter limits for the routes that guess or send things: login, register, reset, contact. */
export const sensitiveRateLimit = { rateLimit: { max: 10, timeWindow: '10 minutes' } } as const;

/** Counts in Redis when the app has it, so every API process counts together; in memory otherwise. */
async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions) {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: '1 minute',
    redis: app.redis,
    nameSpace: options.nameSpace ?? 'rl:',
    // Counting must not take the site down when Redis is briefly unreachable.
    skipOnError: true,
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['errors', 'redis'] });
