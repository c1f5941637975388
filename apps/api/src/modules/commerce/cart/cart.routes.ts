import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartEndpoints as endpoints } from '@app/contracts/cart.js';
import { routeEndpoint } from '../../../lib/endpoint-route.js';
import { ok } from '../../../lib/reply.js';
import { principalOf } from '../../../plugins/auth.js';
import * as service from './cart.service.js';

const options = { tags: ['cart'] };

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.get, options, async (request) => ok(await service.getCart(app.db, principalOf(request).id, request.locale)));

  routeEndpoint(app, endpoints.add, options, async (request) =>
    ok(await service.addItem(app.db, principalOf(request).id, request.body, request.locale)),
  );

  routeEndpoint(app, endpoints.update, options, async (request) =>
    ok(await service.updateItem(app.db, principalOf(request).id, request.params.id, request.body, request.locale)),
  );

  routeEndpoint(app, endpoints.remove, options, async (request) =>
    ok(await service.removeItem(app.db, principalOf(request).id, request.params.id, request.locale)),
  );

  routeEndpoint(app, endpoints.merge, options, async (request) =>
    ok(await service.mergeItems(app.db, principalOf(request).id, request.body.items, request.locale)),
  );

  routeEndpoint(app, endpoints.price, options, async (request) =>
    ok(await service.priceItems(app.db, request.principal?.id ?? null, request.body.items, request.locale)),
  );
};
