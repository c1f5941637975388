import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  areaListQuery,
  areaSchema,
  districtListQuery,
  districtSchema,
  provinceListQuery,
  provinceSchema,
} from '@app/contracts/geography.js';
import { envelopeSchema, pageSchema } from '@app/contracts/envelope.js';
import { idParam } from '@app/contracts/paging.js';
import { ok } from '../../lib/reply.js';
import * as service from './geography.service.js';

const tags = ['geography'];

export const geographyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/public/areas',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Areas (groups of provinces)',
        querystring: areaListQuery,
        response: { 200: envelopeSchema(pageSchema(areaSchema)) },
      },
    },
    async (request) => ok(await service.listAreas(app.db, request.query)),
  );

  app.get(
    '/v1/public/provinces',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Provinces, sorted the Vietnamese way; all of them unless paged (page size up to 100)',
        querystring: provinceListQuery,
        response: { 200: envelopeSchema(pageSchema(provinceSchema)) },
      },
    },
    async (request) => ok(await service.listProvinces(app.db, request.query)),
  );

  app.get(
    '/v1/public/provinces/:id',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'One active province', params: idParam, response: { 200: envelopeSchema(provinceSchema) } },
    },
    async (request) => ok(await service.getProvince(app.db, request.params.id)),
  );

  app.get(
    '/v1/public/districts',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Districts, sorted the Vietnamese way; page size 705 by default (50 per province page in the client)',
        querystring: districtListQuery,
        response: { 200: envelopeSchema(pageSchema(districtSchema)) },
      },
    },
    async (request) => ok(await service.listDistricts(app.db, request.query)),
  );

  app.get(
    '/v1/public/districts/:id',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'One active district', params: idParam, response: { 200: envelopeSchema(districtSchema) } },
    },
    async (request) => ok(await service.getDistrict(app.db, request.params.id)),
  );
};
