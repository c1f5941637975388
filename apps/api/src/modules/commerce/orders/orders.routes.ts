import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderEndpoints as endpoints } from '@app/contracts/orders.js';
import { routeEndpoint } from '../../../lib/endpoint-route.js';
import { ok } from '../../../lib/reply.js';
import { principalOf } from '../../../plugins/auth.js';
import * as service from './orders.service.js';

const options = { tags: ['orders'] };

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.place, options, async (request, reply) => {
    const principal = principalOf(request);
    const outcome = await service.placeOrder(app, { id: principal.id, username: principal.username }, request.body, {
      locale: request.locale,
      idempotencyKey: request.headers['idempotency-key'],
    });
    if (outcome.replayed) void reply.header('idempotent-replayed', 'true');
    return outcome.reply;
  });

  routeEndpoint(app, endpoints.history, options, async (request) =>
    ok(await service.orderHistory(app.db, principalOf(request).id, request.query)),
  );

  routeEndpoint(app, endpoints.get, options, async (request) =>
    ok(await service.getOwnOrder(app.db, principalOf(request).id, request.params.id)),
  );
};
