import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessages } from '@app/contracts/accounts.js';
import { ambassadorEndpoints as endpoints } from '@app/contracts/ambassadors.js';
import { principalOf } from '../../plugins/auth.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import { getOwnRegistration, registerAmbassador } from './ambassador-registration.service.js';

const options = { tags: ['ambassadors'] };

export const ambassadorRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.register, options, async (request) =>
    ok(await registerAmbassador(app.db, principalOf(request).id, request.body), accountMessages.ambassadorRegistered[request.locale]),
  );

  routeEndpoint(app, endpoints.registration, options, async (request) => ok(await getOwnRegistration(app.db, principalOf(request).id)));
};
