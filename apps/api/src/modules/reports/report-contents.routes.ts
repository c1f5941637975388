import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@app/contracts/envelope.js';
import { contactMessages, freeDownloadBody } from '@app/contracts/contacts.js';
import { freeContentBody, premiumContentQuery, reportContentsSchema } from '@app/contracts/reports.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import { sensitiveRateLimit } from '../../plugins/rate-limit.js';
import { FileLinks } from '../files/file-links.js';
import * as service from './report-contents.service.js';

const tags = ['reports'];
const response = { 200: envelopeSchema(reportContentsSchema) };

export const reportContentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = new FileLinks(app.config.jwtSecret);

  app.post(
    '/v1/public/reports/free-content',
    {
      config: { access: 'public' },
      schema: { tags, summary: "A report's free package with links anyone can open for 10 minutes", body: freeContentBody, response },
    },
    async (request) => ok(await service.freeContents(app.db, links, request.body.report_id, request.principal?.id)),
  );

  app.post(
    '/v1/public/reports/free-download',
    {
      config: { access: 'public', ...sensitiveRateLimit },
      schema: {
        tags,
        summary: 'The guest form: name, email and phone give the free package and leave a contact request',
        body: freeDownloadBody,
        response,
      },
    },
    async (request) =>
      ok(await service.freeDownload(app.db, links, request.body, request.principal?.id), contactMessages.freeDownloadReady[request.locale]),
  );

  app.get(
    '/v1/reports/premium-content',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The contents of a package of a report, for a reader who owns it (or a higher package), or when it is free',
        security: [{ bearer: [] }],
        querystring: premiumContentQuery,
        response,
      },
    },
    async (request) =>
      ok(await service.entitledContents(app.db, links, principalOf(request).id, request.query.report_id, request.query.type_id)),
  );
};
