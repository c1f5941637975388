import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.js';
import type { DbHandle } from './db/client.js';
import type { FileStorage } from './lib/storage/storage.js';
import { AccessTokens } from './lib/access-token.js';
import localePlugin from './plugins/locale.js';
import errorsPlugin from './plugins/errors.js';
import dbPlugin from './plugins/db.js';
import authPlugin from './plugins/auth.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import securityPlugin from './plugins/security.js';
import openApiPlugin from './plugins/openapi.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { geographyRoutes } from './modules/geography/geography.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';

export interface AppDependencies {
  config: Config;
  db: DbHandle;
  storage: FileStorage;
  /** The server closes the database with the app; tests share one across apps. */
  closeDbWithApp?: boolean;
  rateLimitNameSpace?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    storage: FileStorage;
  }
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: (request) => (request.headers['x-request-id'] as string | undefined) ?? randomUUID(),
    trustProxy: true,
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: 300 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('storage', deps.storage);

  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { webOrigin: config.WEB_ORIGIN });
  await app.register(rateLimitPlugin, { max: config.RATE_LIMIT_MAX, redisUrl: config.REDIS_URL, nameSpace: deps.rateLimitNameSpace });
  await app.register(formbody);
  await app.register(dbPlugin, { handle: deps.db, closeWithApp: deps.closeDbWithApp ?? true });
  await app.register(authPlugin, { tokens: new AccessTokens(config) });
  await app.register(openApiPlugin);

  await app.register(healthRoutes);
  await app.register(geographyRoutes);
  await app.register(settingsRoutes);

  return app;
}
