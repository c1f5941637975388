import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponCheckQuery, couponCheckSchema, couponParams } from '@app/contracts/cart.js';
import { envelopeSchema } from '@app/contracts/envelope.js';
import { ok } from '../../../lib/reply.js';
import * as service from './coupons.service.js';

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/public/coupon/:code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['cart'],
        summary: 'The discount of a coupon on a total, or why it cannot be used (with a bearer, also the per-user cap)',
        params: couponParams,
        querystring: couponCheckQuery,
        response: { 200: envelopeSchema(couponCheckSchema) },
      },
    },
    async (request) =>
      ok(await service.checkCoupon(app.db, request.params.code, { userId: request.principal?.id, total: request.query.total })),
  );
};
