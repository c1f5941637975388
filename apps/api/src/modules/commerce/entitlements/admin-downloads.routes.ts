import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  downloadCountBody,
  downloadCountSchema,
  reportDownloadsBody,
  reportDownloadsQuery,
  reportDownloadsRowSchema,
} from '@app/contracts/download-stats.js';
import { envelopeSchema, pageSchema } from '@app/contracts/envelope.js';
import { ok } from '../../../lib/reply.js';
import * as service from './download-stats.service.js';

const tags = ['admin downloads'];
const access = { permission: 'report-manage/count-download' } as const;

export const adminDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/admin/report/count-download-report',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Downloads in a range of days (yyyy-mm-dd), for one report or all: total, per day, per content',
        body: downloadCountBody,
        response: { 200: envelopeSchema(downloadCountSchema) },
      },
    },
    async (request) => ok(await service.countDownloads(app.db, request.body)),
  );

  app.post(
    '/v1/admin/download/report/getAll',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Downloads per report in a range of days, the most downloaded first',
        querystring: reportDownloadsQuery,
        body: reportDownloadsBody,
        response: { 200: envelopeSchema(pageSchema(reportDownloadsRowSchema)) },
      },
    },
    async (request) => ok(await service.reportDownloads(app.db, request.body, request.query)),
  );
};
