import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessages } from '@app/contracts/accounts.js';
import { ambassadorRegisterBody, ambassadorRegistrationSchema } from '@app/contracts/ambassadors.js';
import { envelopeSchema } from '@app/contracts/envelope.js';
import { principalOf } from '../../plugins/auth.js';
import { ok } from '../../lib/reply.js';
import { getOwnRegistration, registerAmbassador } from './ambassador-registration.service.js';

const tags = ['ambassadors'];

export const ambassadorRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/ambassador/register',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Register as an ambassador; the registration waits as not handled until staff decide',
        body: ambassadorRegisterBody,
        response: { 200: envelopeSchema(ambassadorRegistrationSchema) },
      },
    },
    async (request) =>
      ok(await registerAmbassador(app.db, principalOf(request).id, request.body), accountMessages.ambassadorRegistered[request.locale]),
  );

  app.get(
    '/v1/ambassador/registration',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's own ambassador registration and its state (null when there is none)",
        response: { 200: envelopeSchema(ambassadorRegistrationSchema.nullable()) },
      },
    },
    async (request) => ok(await getOwnRegistration(app.db, principalOf(request).id)),
  );
};
