import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessages } from '@app/contracts/accounts.js';
import { adminCouponEndpoints as endpoints } from '@app/contracts/admin-coupons.js';
import type { FastifyRequest } from 'fastify';
import { routeEndpoint } from '../../../lib/endpoint-route.js';
import { ok } from '../../../lib/reply.js';
import { principalOf } from '../../../plugins/auth.js';
import * as service from './admin-coupons.service.js';

const options = { tags: ['admin: coupons'] };
const actorOf = (request: FastifyRequest) => ({ id: principalOf(request).id, ip: request.ip });

export const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.search, options, async (request) => ok(await service.searchCoupons(app.db, request.body, request.query)));

  routeEndpoint(app, endpoints.detail, options, async (request) => ok(await service.getCoupon(app.db, request.params.id)));

  routeEndpoint(app, endpoints.create, options, async (request) =>
    ok(await service.createCoupon(app.db, actorOf(request), request.body), accountMessages.updated[request.locale]),
  );

  routeEndpoint(app, endpoints.update, options, async (request) =>
    ok(await service.updateCoupon(app.db, actorOf(request), request.params.id, request.body), accountMessages.updated[request.locale]),
  );

  routeEndpoint(app, endpoints.changeActive, options, async (request) =>
    ok(
      await service.changeActive(app.db, actorOf(request), request.query.id, request.query.active),
      accountMessages.updated[request.locale],
    ),
  );

  routeEndpoint(app, endpoints.usage, options, async (request) => ok(await service.couponUsage(app.db, request.params.id, request.query)));
};
