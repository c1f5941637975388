import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderEndpoints as endpoints } from '@app/contracts/admin-orders.js';
import { routeEndpoint } from '../../../lib/endpoint-route.js';
import { ok } from '../../../lib/reply.js';
import { principalOf } from '../../../plugins/auth.js';
import * as service from './admin-orders.service.js';

const options = { tags: ['admin: orders'] };

export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.search, options, async (request) => ok(await service.searchOrders(app.db, request.body, request.query)));

  routeEndpoint(app, endpoints.detail, options, async (request) => ok(await service.getOrderDetail(app.db, request.params.id)));

  routeEndpoint(app, endpoints.changeStatus, options, async (request) =>
    ok(await service.changeStatus(app, { id: principalOf(request).id, ip: request.ip }, request.body)),
  );
};
