import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartItemInput, cartItemsBody, cartSchema, publicCartSchema, updateCartItemBody } from '@app/contracts/cart.js';
import { envelopeSchema } from '@app/contracts/envelope.js';
import { idParam } from '@app/contracts/paging.js';
import { ok } from '../../../lib/reply.js';
import { principalOf } from '../../../plugins/auth.js';
import * as service from './cart.service.js';

const tags = ['cart'];
const cartReply = { 200: envelopeSchema(cartSchema) };

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/cart',
    { config: { access: 'user' }, schema: { tags, summary: 'The signed-in user’s cart, priced now', response: cartReply } },
    async (request) => ok(await service.getCart(app.db, principalOf(request).id, request.locale)),
  );

  app.post(
    '/v1/cart',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Add a package of a report; a higher package of the same report replaces a lower one',
        body: cartItemInput,
        response: cartReply,
      },
    },
    async (request) => ok(await service.addItem(app.db, principalOf(request).id, request.body, request.locale)),
  );

  app.put(
    '/v1/cart/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Select or unselect an item, or change its package',
        params: idParam,
        body: updateCartItemBody,
        response: cartReply,
      },
    },
    async (request) => ok(await service.updateItem(app.db, principalOf(request).id, request.params.id, request.body, request.locale)),
  );

  app.delete(
    '/v1/cart/:id',
    { config: { access: 'user' }, schema: { tags, summary: 'Remove an item from the cart', params: idParam, response: cartReply } },
    async (request) => ok(await service.removeItem(app.db, principalOf(request).id, request.params.id, request.locale)),
  );

  app.post(
    '/v1/cart/merge',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Move the browser’s cart into the server cart at login', body: cartItemsBody, response: cartReply },
    },
    async (request) => ok(await service.mergeItems(app.db, principalOf(request).id, request.body.items, request.locale)),
  );

  app.post(
    '/v1/public/cart',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Price a visitor’s cart with the server’s prices and rules',
        body: cartItemsBody,
        response: { 200: envelopeSchema(publicCartSchema) },
      },
    },
    async (request) => ok(await service.priceItems(app.db, request.principal?.id ?? null, request.body.items, request.locale)),
  );
};
