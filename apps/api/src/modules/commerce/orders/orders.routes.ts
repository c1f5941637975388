import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, pageSchema } from '@app/contracts/envelope.js';
import { orderHistoryQuery, orderIdParam, orderSchema, placeOrderBody, placeOrderHeaders } from '@app/contracts/orders.js';
import { ok } from '../../../lib/reply.js';
import { principalOf } from '../../../plugins/auth.js';
import * as service from './orders.service.js';

const tags = ['orders'];

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/orders',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Place an order from selected cart items or one buy-now item; an Idempotency-Key header replays the first answer',
        headers: placeOrderHeaders,
        body: placeOrderBody,
        response: { 200: envelopeSchema(orderSchema) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const outcome = await service.placeOrder(app, { id: principal.id, username: principal.username }, request.body, {
        locale: request.locale,
        idempotencyKey: request.headers['idempotency-key'],
      });
      if (outcome.replayed) void reply.header('idempotent-replayed', 'true');
      return outcome.reply;
    },
  );

  app.get(
    '/v1/orders/history',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The caller’s orders with their items, newest first',
        querystring: orderHistoryQuery,
        response: { 200: envelopeSchema(pageSchema(orderSchema)) },
      },
    },
    async (request) => ok(await service.orderHistory(app.db, principalOf(request).id, request.query)),
  );

  app.get(
    '/v1/orders/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One of the caller’s orders (with the bank transfer details while it waits)',
        params: orderIdParam,
        response: { 200: envelopeSchema(orderSchema) },
      },
    },
    async (request) => ok(await service.getOwnOrder(app.db, principalOf(request).id, request.params.id)),
  );
};
