import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderEndpoints } from '@app/contracts/orders.js';
import { routeEndpoint } from '../../../lib/endpoint-route.js';
import { ok } from '../../../lib/reply.js';
import { principalOf } from '../../../plugins/auth.js';
import { purchasedReports } from './purchased.service.js';

export const purchasedRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, orderEndpoints.purchased, { tags: ['orders'] }, async (request) =>
    ok(await purchasedReports(app.db, principalOf(request).id, request.body)),
  );
};
