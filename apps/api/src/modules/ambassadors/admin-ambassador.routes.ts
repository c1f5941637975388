import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessages } from '@app/contracts/accounts.js';
import { adminAmbassadorEndpoints as endpoints } from '@app/contracts/admin-ambassadors.js';
import type { AdminAmbassador } from '@app/contracts/ambassadors.js';
import { pageCacheTags } from '@app/contracts/page-cache.js';
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../plugins/auth.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import * as service from './admin-ambassador.service.js';

const options = { tags: ['admin: ambassadors'] };

export const adminAmbassadorRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = (request: FastifyRequest) => ({ principal: principalOf(request), ip: request.ip });
  /** The ambassador's page, the home page's experts and the projects' ambassador tab show it: a change shows at once. */
  const saved = async (request: FastifyRequest, ambassador: AdminAmbassador) => {
    await app.pages.refresh([pageCacheTags.ambassadors, pageCacheTags.projects]);
    return ok(ambassador, accountMessages.updated[request.locale]);
  };

  routeEndpoint(app, endpoints.search, options, async (request) =>
    ok(await service.searchRegistrations(app.db, request.body, request.query)),
  );

  routeEndpoint(app, endpoints.detail, options, async (request) => ok(await service.getRegistration(app.db, request.params.id)));

  routeEndpoint(app, endpoints.changeStatus, options, async (request) =>
    saved(request, await service.changeStatus(app.db, actorOf(request), request.body)),
  );

  routeEndpoint(app, endpoints.approve, options, async (request) =>
    saved(request, await service.changeStatus(app.db, actorOf(request), { id: request.params.id, registration_status: 'approved' })),
  );

  routeEndpoint(app, endpoints.reject, options, async (request) =>
    saved(
      request,
      await service.changeStatus(app.db, actorOf(request), {
        id: request.params.id,
        registration_status: 'rejected',
        reason: request.body.reason,
      }),
    ),
  );

  routeEndpoint(app, endpoints.lock, options, async (request) =>
    saved(request, await service.changeStatus(app.db, actorOf(request), { id: request.params.id, status: 'lock' })),
  );

  routeEndpoint(app, endpoints.unlock, options, async (request) =>
    saved(request, await service.changeStatus(app.db, actorOf(request), { id: request.params.id, status: 'active' })),
  );

  routeEndpoint(app, endpoints.coverage, options, async (request) =>
    saved(request, await service.setCoverage(app.db, actorOf(request), request.params.id, request.body)),
  );
};
