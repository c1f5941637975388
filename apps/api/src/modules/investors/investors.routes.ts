import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, pageSchema } from '@app/contracts/envelope.js';
import { investorDetailQuery, investorDetailSchema, investorListItemSchema, investorListQuery } from '@app/contracts/investors.js';
import { idOrPermalinkParam } from '@app/contracts/list-query.js';
import { ok } from '../../lib/reply.js';
import * as service from './investors.service.js';

const tags = ['investors'];
const config = { access: 'public' } as const;

export const investorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/public/investors',
    {
      config,
      schema: {
        tags,
        summary: 'Active investors in Vietnamese order, with a diacritic-free search',
        querystring: investorListQuery,
        response: { 200: envelopeSchema(pageSchema(investorListItemSchema)) },
      },
    },
    async (request) => ok(await service.listInvestors(app.db, request.query)),
  );

  app.get(
    '/v1/public/investors/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One active investor by id or permalink, with its number of active projects and a page of them',
        params: idOrPermalinkParam,
        querystring: investorDetailQuery,
        response: { 200: envelopeSchema(investorDetailSchema) },
      },
    },
    async (request) => ok(await service.getInvestor(app.db, request.params.id, request.query)),
  );
};
