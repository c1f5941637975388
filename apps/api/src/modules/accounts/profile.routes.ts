import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessages, changeInfoBody, changePasswordBodySchema, loginResultSchema, meSchema } from '@app/contracts/accounts.js';
import { envelopeSchema } from '@app/contracts/envelope.js';
import { principalOf } from '../../plugins/auth.js';
import { ok } from '../../lib/reply.js';
import { authRateLimit } from './auth-rate-limits.js';
import { acceptablePassword } from './password-policy.js';
import { changeInfo, changePassword, getMe } from './profile.service.js';

const tags = ['account'];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/me',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The signed-in user: profile, roles, item permissions, ambassador state',
        response: { 200: envelopeSchema(meSchema) },
      },
    },
    async (request) => ok(await getMe(app, principalOf(request))),
  );

  app.post(
    '/v1/user/change-password',
    {
      config: { access: 'user', ...authRateLimit(app.config) },
      schema: {
        tags,
        summary: 'Change the password; other sessions end and a fresh session is returned',
        body: changePasswordBodySchema(acceptablePassword),
        response: { 200: envelopeSchema(loginResultSchema) },
      },
    },
    async (request) => ok(await changePassword(app, principalOf(request), request.body), accountMessages.passwordChanged[request.locale]),
  );

  app.post(
    '/v1/user/change-info',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Change name, phone and avatar', body: changeInfoBody, response: { 200: envelopeSchema(meSchema) } },
    },
    async (request) => ok(await changeInfo(app, principalOf(request), request.body), accountMessages.infoUpdated[request.locale]),
  );
};
