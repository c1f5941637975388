import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessages } from '@app/contracts/accounts.js';
import { adminSearchQuery } from '@app/contracts/admin-users.js';
import { adminAmbassadorChangeStatusBody, adminAmbassadorSchema, adminAmbassadorSearchBody } from '@app/contracts/ambassadors.js';
import { envelopeSchema, pageSchema } from '@app/contracts/envelope.js';
import { pageCacheTags } from '@app/contracts/page-cache.js';
import { principalOf } from '../../plugins/auth.js';
import { ok } from '../../lib/reply.js';
import * as service from './admin-ambassador.service.js';

const tags = ['admin: ambassadors'];
const access = { permission: 'user-manage/ambassador' } as const;

export const adminAmbassadorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/admin/ambassador/search',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Search ambassador registrations by name, email, phone or position, registration state, status and level',
        querystring: adminSearchQuery(['id', 'created_at', 'name'], 'id,desc'),
        body: adminAmbassadorSearchBody,
        response: { 200: envelopeSchema(pageSchema(adminAmbassadorSchema)) },
      },
    },
    async (request) => ok(await service.searchRegistrations(app.db, request.body, request.query)),
  );

  app.put(
    '/v1/admin/ambassador/change-status',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Approve or reject a registration, and/or lock or unlock the ambassador',
        body: adminAmbassadorChangeStatusBody,
        response: { 200: envelopeSchema(adminAmbassadorSchema) },
      },
    },
    async (request) => {
      const ambassador = await service.changeStatus(app.db, { principal: principalOf(request), ip: request.ip }, request.body);
      // The ambassador's page, the home page's experts and the projects' ambassador tab show it.
      await app.pages.refresh([pageCacheTags.ambassadors, pageCacheTags.projects]);
      return ok(ambassador, accountMessages.updated[request.locale]);
    },
  );
};
