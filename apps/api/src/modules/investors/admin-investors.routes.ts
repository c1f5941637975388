import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessages } from '@app/contracts/accounts.js';
import { adminInvestorEndpoints as endpoints, type AdminInvestor } from '@app/contracts/admin-investors.js';
import { pageCacheTags } from '@app/contracts/page-cache.js';
import type { FastifyRequest } from 'fastify';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import * as service from './admin-investors.service.js';

const options = { tags: ['admin: investors'] };
const actorOf = (request: FastifyRequest) => ({ id: principalOf(request).id, ip: request.ip });

export const adminInvestorRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Investor pages and the projects showing the investor's card render anew at once. */
  const saved = async (request: FastifyRequest, investor: AdminInvestor) => {
    await app.pages.refresh([pageCacheTags.investors, pageCacheTags.projects]);
    return ok(investor, accountMessages.updated[request.locale]);
  };

  routeEndpoint(app, endpoints.search, options, async (request) => ok(await service.searchInvestors(app.db, request.body, request.query)));

  routeEndpoint(app, endpoints.detail, options, async (request) => ok(await service.getInvestor(app.db, request.params.id)));

  routeEndpoint(app, endpoints.create, options, async (request) =>
    saved(request, await service.createInvestor(app.db, actorOf(request), request.body)),
  );

  routeEndpoint(app, endpoints.update, options, async (request) =>
    saved(request, await service.updateInvestor(app.db, actorOf(request), request.params.id, request.body)),
  );

  routeEndpoint(app, endpoints.changeActive, options, async (request) =>
    saved(request, await service.changeActive(app.db, actorOf(request), request.query.id, request.query.active)),
  );
};
