import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, pageSchema } from '@app/contracts/envelope.js';
import { settingSchema, settingSearchBody, settingSearchQuery } from '@app/contracts/settings.js';
import { ok } from '../../lib/reply.js';
import * as service from './settings.service.js';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/public/system-setting/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'System settings by name (an empty list returns them all)',
        querystring: settingSearchQuery,
        body: settingSearchBody,
        response: { 200: envelopeSchema(pageSchema(settingSchema)) },
      },
    },
    async (request) => ok(await service.searchSettings(app.db, request.body, request.query.page, request.query.page_size)),
  );
};
