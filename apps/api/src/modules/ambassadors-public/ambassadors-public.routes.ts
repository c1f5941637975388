import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, pageSchema } from '@app/contracts/envelope.js';
import {
  ambassadorParam,
  ambassadorProfileQuery,
  ambassadorProfileSchema,
  expertSchema,
  expertTeamQuery,
} from '@app/contracts/ambassadors-public.js';
import { ok } from '../../lib/reply.js';
import * as service from './ambassadors-public.service.js';

const tags = ['ambassadors'];
const config = { access: 'public' } as const;

export const ambassadorsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/public/ambassador/report',
    {
      config,
      schema: {
        tags,
        summary: 'The expert team: approved ambassadors who are not locked, 19 per page',
        querystring: expertTeamQuery,
        response: { 200: envelopeSchema(pageSchema(expertSchema)) },
      },
    },
    async (request) => ok(await service.expertTeam(app.db, request.query)),
  );

  app.get(
    '/v1/public/ambassador/detail/:id',
    {
      config,
      schema: {
        tags,
        summary: "An ambassador's page with the areas, provinces and projects they cover",
        params: ambassadorParam,
        querystring: ambassadorProfileQuery,
        response: { 200: envelopeSchema(ambassadorProfileSchema) },
      },
    },
    async (request) => ok(await service.ambassadorProfile(app.db, request.params.id, request.query)),
  );
};
