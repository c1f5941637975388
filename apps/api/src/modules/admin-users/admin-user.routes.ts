import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessages } from '@app/contracts/accounts.js';
import { adminUserEndpoints as endpoints } from '@app/contracts/admin-users.js';
import { pageCacheTags } from '@app/contracts/page-cache.js';
import { principalOf } from '../../plugins/auth.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import * as service from './admin-user.service.js';

const options = { tags: ['admin: users'] };

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.search, options, async (request) => ok(await service.searchUsers(app.db, request.body, request.query)));

  routeEndpoint(app, endpoints.changeRoles, options, async (request) =>
    ok(
      await service.changeRoles(app.db, { principal: principalOf(request), ip: request.ip }, request.body),
      accountMessages.updated[request.locale],
    ),
  );

  routeEndpoint(app, endpoints.updateStatus, options, async (request) => {
    const user = await service.updateStatus(app.db, { principal: principalOf(request), ip: request.ip }, request.body);
    // An ambassador whose account is switched off leaves the public pages with it.
    await app.pages.refresh([pageCacheTags.ambassadors, pageCacheTags.projects]);
    return ok(user, accountMessages.updated[request.locale]);
  });

  routeEndpoint(app, endpoints.roles, options, async () => ok(await service.listRoles(app.db)));
};
