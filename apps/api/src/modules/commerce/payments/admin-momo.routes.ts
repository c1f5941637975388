import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, pageSchema } from '@app/contracts/envelope.js';
import { adminMomoRowSchema, adminMomoSearchBody, adminMomoSearchQuery } from '@app/contracts/payments.js';
import { ok } from '../../../lib/reply.js';
import * as service from './admin-momo.service.js';

export const adminMomoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/admin/order-momo/search',
    {
      config: { access: { permission: 'report-manage/order' } },
      schema: {
        tags: ['admin orders'],
        summary: 'MoMo payment attempts by order code, MoMo order id, state, buyer and date range',
        querystring: adminMomoSearchQuery,
        body: adminMomoSearchBody,
        response: { 200: envelopeSchema(pageSchema(adminMomoRowSchema)) },
      },
    },
    async (request) => ok(await service.searchMomoTransactions(app.db, request.body, request.query)),
  );
};
