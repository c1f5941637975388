import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ambassadorPublicEndpoints as endpoints } from '@app/contracts/ambassadors-public.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import * as service from './ambassadors-public.service.js';

const options = { tags: ['ambassadors'] };

export const ambassadorsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.expertTeam, options, async (request) => ok(await service.expertTeam(app.db, request.query)));

  routeEndpoint(app, endpoints.profile, options, async (request) =>
    ok(await service.ambassadorProfile(app.db, request.params.id, request.query)),
  );
};
