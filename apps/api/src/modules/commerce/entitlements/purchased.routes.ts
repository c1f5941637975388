import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, pageSchema } from '@app/contracts/envelope.js';
import { purchasedReportSchema, purchasedReportsBody } from '@app/contracts/orders.js';
import { ok } from '../../../lib/reply.js';
import { principalOf } from '../../../plugins/auth.js';
import { purchasedReports } from './purchased.service.js';

export const purchasedRoutes: FastifyPluginAsyncZod = async (app) => {
  // Listed with the public report lists by the specification, but it is the caller's own list.
  app.post(
    '/v1/public/reports/purchased',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: 'The caller’s purchased reports with the packages they own, six to a page',
        body: purchasedReportsBody,
        response: { 200: envelopeSchema(pageSchema(purchasedReportSchema)) },
      },
    },
    async (request) => ok(await purchasedReports(app.db, principalOf(request).id, request.body)),
  );
};
