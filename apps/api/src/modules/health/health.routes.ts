import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { envelopeSchema } from '@app/contracts/envelope.js';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/reply.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: envelopeSchema(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })) },
      },
    },
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (cause) {
        throw new AppError('SERVICE_UNAVAILABLE', { cause });
      }
      return ok({ status: 'ok' as const, database: app.dbHandle.kind });
    },
  );
};
