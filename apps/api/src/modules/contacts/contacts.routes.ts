import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactEndpoints as endpoints, contactMessages } from '@app/contracts/contacts.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import { sensitiveRateLimit } from '../../plugins/rate-limit.js';
import * as service from './contacts.service.js';

/** Forms that send something to the shop are limited, so nobody can flood the staff's inbox. */
const options = { tags: ['contacts'], config: sensitiveRateLimit };

export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.request, options, async (request) => {
    const id = await service.createContactRequest(app.db, request.body, request.principal?.id);
    return ok({ id }, contactMessages.received[request.locale]);
  });

  routeEndpoint(app, endpoints.subscribe, options, async (request) =>
    ok(await service.subscribeMail(app.db, request.body.email), contactMessages.subscribed[request.locale]),
  );

  routeEndpoint(app, endpoints.communitySignup, options, async (request) => {
    const id = await service.joinCommunity(app.db, request.body, request.principal?.id);
    return ok({ id }, contactMessages.communityJoined[request.locale]);
  });
};
