import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEndpoints as endpoints } from '@app/contracts/accounts.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import { authRateLimit } from './auth-rate-limits.js';
import { facebookProfile } from './social/facebook-provider.js';
import { googleProfile } from './social/google-provider.js';
import { socialLogin } from './social-login.service.js';

export const socialLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = { tags: ['auth'], config: authRateLimit(app.config) };

  routeEndpoint(app, endpoints.facebookLogin, options, async (request) =>
    ok(await socialLogin(app, await facebookProfile(app.config, request.query.access_token))),
  );

  routeEndpoint(app, endpoints.googleLogin, options, async (request) =>
    ok(await socialLogin(app, await googleProfile(app.config, request.query))),
  );
};
