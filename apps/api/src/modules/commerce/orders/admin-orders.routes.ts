import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, pageSchema } from '@app/contracts/envelope.js';
import {
  adminOrderDetailSchema,
  adminOrderRowSchema,
  adminOrderSearchBody,
  adminOrderSearchQuery,
  changeOrderStatusBody,
  orderIdParam,
} from '@app/contracts/orders.js';
import { ok } from '../../../lib/reply.js';
import { principalOf } from '../../../plugins/auth.js';
import * as service from './admin-orders.service.js';

const tags = ['admin orders'];
const access = { permission: 'report-manage/order' } as const;

export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/admin/order/search',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Orders by code, status, payment method, buyer and date range (Vietnam days)',
        querystring: adminOrderSearchQuery,
        body: adminOrderSearchBody,
        response: { 200: envelopeSchema(pageSchema(adminOrderRowSchema)) },
      },
    },
    async (request) => ok(await service.searchOrders(app.db, request.body, request.query)),
  );

  app.get(
    '/v1/admin/order/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One order with its buyer, items, MoMo attempts and bank transfers',
        params: orderIdParam,
        response: { 200: envelopeSchema(adminOrderDetailSchema) },
      },
    },
    async (request) => ok(await service.getOrderDetail(app.db, request.params.id)),
  );

  app.put(
    '/v1/admin/order/change-status',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Confirm the bank transfer of a waiting order (paid) or cancel an unpaid order',
        body: changeOrderStatusBody,
        response: { 200: envelopeSchema(adminOrderDetailSchema) },
      },
    },
    async (request) => ok(await service.changeStatus(app, { id: principalOf(request).id, ip: request.ip }, request.body)),
  );
};
