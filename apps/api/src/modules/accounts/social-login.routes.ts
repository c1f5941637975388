import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { googleTokenQuery, loginResultSchema, socialTokenQuery } from '@app/contracts/accounts.js';
import { envelopeSchema } from '@app/contracts/envelope.js';
import { ok } from '../../lib/reply.js';
import { authRateLimit } from './auth-rate-limits.js';
import { facebookProfile } from './social/facebook-provider.js';
import { googleProfile } from './social/google-provider.js';
import { socialLogin } from './social-login.service.js';

const tags = ['auth'];

export const socialLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/login/facebook_token',
    {
      config: { access: 'anonymous', ...authRateLimit(app.config) },
      schema: {
        tags,
        summary: 'Sign in with a Facebook access token, checked with the Graph API',
        querystring: socialTokenQuery,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
    },
    async (request) => ok(await socialLogin(app, await facebookProfile(app.config, request.query.access_token))),
  );

  app.get(
    '/auth/login/google_token',
    {
      config: { access: 'anonymous', ...authRateLimit(app.config) },
      schema: {
        tags,
        summary: 'Sign in with a Google access token or ID token, checked with Google tokeninfo',
        querystring: googleTokenQuery,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
    },
    async (request) => ok(await socialLogin(app, await googleProfile(app.config, request.query))),
  );
};
