import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { reportEndpoints as endpoints } from '@app/contracts/reports.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import { sendReady } from '../../lib/ready-json.js';
import { reportReplies } from './report-replies.js';
import * as service from './reports.service.js';

const options = { tags: ['reports'] };

/** The list filters come in the query string, the body or both; the body wins, and one schema checks them all. */
async function queryIntoBody(request: FastifyRequest) {
  const body = request.body ?? {};
  if (typeof body === 'object' && !Array.isArray(body)) request.body = { ...(request.query as object), ...body };
}

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = reportReplies(app);

  routeEndpoint(
    app,
    endpoints.list,
    { ...options, preValidation: [cache.answer((request) => `list ${request.url} ${JSON.stringify(request.body)}`), queryIntoBody] },
    async (request, reply) => cache.send(request, reply, () => service.listReports(app.db, request.body)),
  );

  routeEndpoint(app, endpoints.search, { ...options, preValidation: queryIntoBody }, async (request, reply) =>
    sendReady(reply, await service.listReports(app.db, request.body)),
  );

  routeEndpoint(app, endpoints.advanceSearch, options, async (request, reply) =>
    sendReady(reply, await service.advanceSearch(app.db, request.body)),
  );

  routeEndpoint(app, endpoints.other, options, async (request, reply) =>
    sendReady(reply, await service.otherReports(app.db, request.body)),
  );

  routeEndpoint(app, endpoints.documentTypes, options, async () => ok(await service.documentTypes(app.db)));

  routeEndpoint(app, endpoints.provinceCounts, options, async () => ok(await service.provinceCounts(app.db)));

  routeEndpoint(app, endpoints.ofProject, options, async (request, reply) =>
    sendReady(reply, await service.projectReports(app.db, request.params.id, request.query)),
  );

  routeEndpoint(
    app,
    endpoints.get,
    { ...options, preValidation: cache.answer((request) => `detail ${(request.params as { id: string }).id}`) },
    async (request, reply) => cache.send(request, reply, () => service.getReport(app.db, request.params.id)),
  );
};
