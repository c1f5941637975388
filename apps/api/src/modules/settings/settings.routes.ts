import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingEndpoints } from '@app/contracts/settings.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import * as service from './settings.service.js';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, settingEndpoints.search, { tags: ['settings'] }, async (request) =>
    ok(await service.searchSettings(app.db, request.body, request.query.page, request.query.page_size)),
  );
};
