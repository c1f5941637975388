import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geographyEndpoints as endpoints } from '@app/contracts/geography.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import * as service from './geography.service.js';

const options = { tags: ['geography'] };

export const geographyRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.areas, options, async (request) => ok(await service.listAreas(app.db, request.query)));

  routeEndpoint(app, endpoints.provinces, options, async (request) => ok(await service.listProvinces(app.db, request.query)));

  routeEndpoint(app, endpoints.province, options, async (request) => ok(await service.getProvince(app.db, request.params.id)));

  routeEndpoint(app, endpoints.units, options, async (request) => ok(await service.listUnits(app.db, request.query)));

  routeEndpoint(app, endpoints.districts, options, async (request) => ok(await service.listDistricts(app.db, request.query)));

  routeEndpoint(app, endpoints.district, options, async (request) => ok(await service.getDistrict(app.db, request.params.id)));
};
