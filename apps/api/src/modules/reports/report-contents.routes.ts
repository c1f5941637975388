import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessages } from '@app/contracts/contacts.js';
import { reportEndpoints as endpoints } from '@app/contracts/reports.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import { sensitiveRateLimit } from '../../plugins/rate-limit.js';
import { FileLinks } from '../files/file-links.js';
import * as service from './report-contents.service.js';

const options = { tags: ['reports'] };

export const reportContentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = new FileLinks(app.config.jwtSecret);

  routeEndpoint(app, endpoints.freeContent, options, async (request) =>
    ok(await service.freeContents(app.db, links, request.body.report_id, request.principal?.id)),
  );

  routeEndpoint(app, endpoints.freeDownload, { ...options, config: sensitiveRateLimit }, async (request) =>
    ok(await service.freeDownload(app.db, links, request.body, request.principal?.id), contactMessages.freeDownloadReady[request.locale]),
  );

  routeEndpoint(app, endpoints.premiumContent, options, async (request) =>
    ok(await service.entitledContents(app.db, links, principalOf(request).id, request.query.report_id, request.query.type_id)),
  );
};
