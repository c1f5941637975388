import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEndpoints as endpoints, accountMessages, changePasswordBodySchema } from '@app/contracts/accounts.js';
import { principalOf } from '../../plugins/auth.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import { authRateLimit } from './auth-rate-limits.js';
import { acceptablePassword } from './password-policy.js';
import { changeInfo, changePassword, getMe } from './profile.service.js';

const options = { tags: ['account'] };

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.me, options, async (request) => ok(await getMe(app, principalOf(request))));

  routeEndpoint(
    app,
    endpoints.changePassword,
    { ...options, config: authRateLimit(app.config), body: changePasswordBodySchema(acceptablePassword) },
    async (request) => ok(await changePassword(app, principalOf(request), request.body), accountMessages.passwordChanged[request.locale]),
  );

  routeEndpoint(app, endpoints.changeInfo, options, async (request) =>
    ok(await changeInfo(app, principalOf(request), request.body), accountMessages.infoUpdated[request.locale]),
  );
};
