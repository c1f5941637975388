import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartEndpoints } from '@app/contracts/cart.js';
import { routeEndpoint } from '../../../lib/endpoint-route.js';
import { ok } from '../../../lib/reply.js';
import * as service from './coupons.service.js';

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, cartEndpoints.checkCoupon, { tags: ['cart'] }, async (request) =>
    ok(await service.checkCoupon(app.db, request.params.code, { userId: request.principal?.id, total: request.query.total })),
  );
};
