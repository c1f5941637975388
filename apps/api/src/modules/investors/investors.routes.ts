import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { investorEndpoints as endpoints } from '@app/contracts/investors.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import * as service from './investors.service.js';

const options = { tags: ['investors'] };

export const investorsRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.list, options, async (request) => ok(await service.listInvestors(app.db, request.query)));

  routeEndpoint(app, endpoints.get, options, async (request) => ok(await service.getInvestor(app.db, request.params.id, request.query)));
};
