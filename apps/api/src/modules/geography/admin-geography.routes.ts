import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { accountMessages } from '@app/contracts/accounts.js';
import { adminGeographyEndpoints as endpoints } from '@app/contracts/admin-geography.js';
import { pageCacheTags } from '@app/contracts/page-cache.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import * as service from './admin-geography.service.js';

const options = { tags: ['admin: geography'] };
const actorOf = (request: FastifyRequest) => ({ id: principalOf(request).id, ip: request.ip });

export const adminGeographyRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Areas and provinces name every report, project and investor and fill the public filters:
   * pages showing any of them are rendered anew at once.
   */
  const saved = async <T>(request: FastifyRequest, result: T) => {
    await app.pages.refresh([pageCacheTags.geography, pageCacheTags.reports, pageCacheTags.projects, pageCacheTags.investors]);
    return ok(result, accountMessages.updated[request.locale]);
  };

  routeEndpoint(app, endpoints.searchAreas, options, async (request) => ok(await service.searchAreas(app.db, request.body, request.query)));

  routeEndpoint(app, endpoints.createArea, options, async (request) =>
    saved(request, await service.createArea(app.db, actorOf(request), request.body)),
  );

  routeEndpoint(app, endpoints.updateArea, options, async (request) =>
    saved(request, await service.updateArea(app.db, actorOf(request), request.params.id, request.body)),
  );

  routeEndpoint(app, endpoints.changeAreaActive, options, async (request) =>
    saved(request, await service.changeAreaActive(app.db, actorOf(request), request.query.id, request.query.active)),
  );

  routeEndpoint(app, endpoints.searchProvinces, options, async (request) =>
    ok(await service.searchProvinces(app.db, request.body, request.query)),
  );

  routeEndpoint(app, endpoints.updateProvince, options, async (request) =>
    saved(request, await service.updateProvince(app.db, actorOf(request), request.params.id, request.body)),
  );

  routeEndpoint(app, endpoints.changeProvinceActive, options, async (request) =>
    saved(request, await service.changeProvinceActive(app.db, actorOf(request), request.query.id, request.query.active)),
  );

  routeEndpoint(app, endpoints.searchDistricts, options, async (request) =>
    ok(await service.searchDistricts(app.db, request.body, request.query)),
  );

  routeEndpoint(app, endpoints.changeDistrictActive, options, async (request) =>
    saved(request, await service.changeDistrictActive(app.db, actorOf(request), request.query.id, request.query.active)),
  );
};
