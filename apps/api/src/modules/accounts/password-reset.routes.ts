import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEndpoints as endpoints, accountMessages, resetPasswordConfirmBodySchema } from '@app/contracts/accounts.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import { authRateLimit } from './auth-rate-limits.js';
import { acceptablePassword } from './password-policy.js';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service.js';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = { tags: ['auth'], config: authRateLimit(app.config) };

  routeEndpoint(app, endpoints.requestPasswordReset, options, async (request) => {
    requestPasswordReset(app, app.tasks, request.query.userEmail, request.locale);
    return ok(null, accountMessages.resetMailSent[request.locale]);
  });

  routeEndpoint(
    app,
    endpoints.confirmPasswordReset,
    { ...options, body: resetPasswordConfirmBodySchema(acceptablePassword) },
    async (request) => {
      await confirmPasswordReset(app, request.body);
      return ok(null, accountMessages.passwordReset[request.locale]);
    },
  );
};
