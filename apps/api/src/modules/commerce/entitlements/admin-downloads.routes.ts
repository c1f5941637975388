import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDownloadEndpoints as endpoints } from '@app/contracts/download-stats.js';
import { routeEndpoint } from '../../../lib/endpoint-route.js';
import { ok } from '../../../lib/reply.js';
import * as service from './download-stats.service.js';

const options = { tags: ['admin: downloads'] };

export const adminDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.count, options, async (request) => ok(await service.countDownloads(app.db, request.body)));

  routeEndpoint(app, endpoints.perReport, options, async (request) =>
    ok(await service.reportDownloads(app.db, request.body, request.query)),
  );
};
