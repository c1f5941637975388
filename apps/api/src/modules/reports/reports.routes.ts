import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { envelopeSchema, pageSchema } from '@app/contracts/envelope.js';
import { idOrPermalinkParam, noQuery } from '@app/contracts/list-query.js';
import {
  documentTypeSchema,
  otherReportsBody,
  reportAdvanceSearchBody,
  reportDetailSchema,
  reportListFilter,
  reportListItemSchema,
  reportPageQuery,
} from '@app/contracts/reports.js';
import { ok } from '../../lib/reply.js';
import { ReplyCache } from '../public-cache/reply-cache.js';
import * as service from './reports.service.js';

const tags = ['reports'];
const access = { access: 'public' } as const;
const reportPage = envelopeSchema(pageSchema(reportListItemSchema));

/** The list filters come in the query string, the body or both; the body wins, and one schema checks them all. */
async function queryIntoBody(request: FastifyRequest) {
  const body = request.body ?? {};
  if (typeof body === 'object' && !Array.isArray(body)) request.body = { ...(request.query as object), ...body };
}

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new ReplyCache(app.config.PUBLIC_CACHE_SECONDS * 1000);

  app.post(
    '/v1/public/reports',
    {
      config: access,
      preValidation: [cache.answer((request) => `list ${request.url} ${JSON.stringify(request.body)}`), queryIntoBody],
      schema: {
        tags,
        summary: 'Public reports by province, area, project, free or paid, keyword; 6 per page from page 1, newest first',
        querystring: reportListFilter,
        body: reportListFilter,
        response: { 200: reportPage },
      },
    },
    async (request, reply) => cache.send(request, reply, async () => ok(await service.listReports(app.db, request.body))),
  );

  app.post(
    '/v1/public/search-report',
    {
      config: access,
      preValidation: queryIntoBody,
      schema: {
        tags,
        summary: 'Report search that ignores diacritics and tolerates small typos',
        querystring: reportListFilter,
        body: reportListFilter,
        response: { 200: reportPage },
      },
    },
    async (request) => ok(await service.listReports(app.db, request.body)),
  );

  app.post(
    '/v1/public/reports/advance-search',
    {
      config: access,
      schema: {
        tags,
        summary: 'Reports by lists of areas, provinces, projects, investors and a publication date range',
        body: reportAdvanceSearchBody,
        response: { 200: reportPage },
      },
    },
    async (request) => ok(await service.advanceSearch(app.db, request.body)),
  );

  app.post(
    '/v1/public/reports/other',
    {
      config: access,
      schema: { tags, summary: 'Other reports than one, the same province first', body: otherReportsBody, response: { 200: reportPage } },
    },
    async (request) => ok(await service.otherReports(app.db, request.body)),
  );

  app.get(
    '/v1/public/reports/document-type',
    {
      config: access,
      schema: {
        tags,
        summary: 'The active report packages',
        querystring: noQuery,
        response: { 200: envelopeSchema(pageSchema(documentTypeSchema)) },
      },
    },
    async () => ok(await service.documentTypes(app.db)),
  );

  app.get(
    '/v1/public/reports/project/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Reports about one project, by project id or permalink',
        params: idOrPermalinkParam,
        querystring: reportPageQuery,
        response: { 200: reportPage },
      },
    },
    async (request) => ok(await service.projectReports(app.db, request.params.id, request.query)),
  );

  app.get(
    '/v1/public/reports/:id',
    {
      config: access,
      preValidation: cache.answer((request) => `detail ${(request.params as { id: string }).id}`),
      schema: {
        tags,
        summary: 'One public report by id or permalink, with its packages and prices and the list of its contents (never the files)',
        params: idOrPermalinkParam,
        response: { 200: envelopeSchema(reportDetailSchema) },
      },
    },
    async (request, reply) => cache.send(request, reply, async () => ok(await service.getReport(app.db, request.params.id))),
  );
};
