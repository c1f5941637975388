import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountMessages, resetPasswordConfirmBodySchema, resetPasswordQuery } from '@app/contracts/accounts.js';
import { envelopeSchema } from '@app/contracts/envelope.js';
import { ok } from '../../lib/reply.js';
import { authRateLimit } from './auth-rate-limits.js';
import { acceptablePassword } from './password-policy.js';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service.js';

const tags = ['auth'];

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/resetpassword',
    {
      config: { access: 'anonymous', ...authRateLimit(app.config) },
      schema: {
        tags,
        summary: 'Mail a single-use reset link; the answer is the same whether the account exists or not',
        querystring: resetPasswordQuery,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      requestPasswordReset(app, app.tasks, request.query.userEmail, request.locale);
      return ok(null, accountMessages.resetMailSent[request.locale]);
    },
  );

  app.post(
    '/auth/reset-password/confirm',
    {
      config: { access: 'anonymous', ...authRateLimit(app.config) },
      schema: {
        tags,
        summary: 'Set a new password with the link from the reset mail; every session of the account ends',
        body: resetPasswordConfirmBodySchema(acceptablePassword),
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await confirmPasswordReset(app, request.body);
      return ok(null, accountMessages.passwordReset[request.locale]);
    },
  );
};
