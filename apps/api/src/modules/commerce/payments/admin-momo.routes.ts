import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderEndpoints as endpoints } from '@app/contracts/admin-orders.js';
import { routeEndpoint } from '../../../lib/endpoint-route.js';
import { ok } from '../../../lib/reply.js';
import * as service from './admin-momo.service.js';

const options = { tags: ['admin: orders'] };

export const adminMomoRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.momoSearch, options, async (request) =>
    ok(await service.searchMomoTransactions(app.db, request.body, request.query)),
  );

  routeEndpoint(app, endpoints.momoDetail, options, async (request) => ok(await service.getMomoTransaction(app.db, request.params.id)));
};
