import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectEndpoints as endpoints } from '@app/contracts/projects.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import { sendReady } from '../../lib/ready-json.js';
import * as service from './projects.service.js';

const options = { tags: ['projects'] };

export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.get, options, async (request) => ok(await service.getProject(app.db, request.params.id)));

  routeEndpoint(app, endpoints.filter, options, async (request, reply) =>
    sendReady(reply, await service.filterProjects(app.db, request.body)),
  );

  routeEndpoint(app, endpoints.byIds, options, async (request, reply) =>
    sendReady(reply, await service.projectsByIds(app.db, request.query.ids)),
  );

  routeEndpoint(app, endpoints.advanceSearch, options, async (request, reply) =>
    sendReady(reply, await service.advanceSearch(app.db, request.body)),
  );

  routeEndpoint(app, endpoints.nearest, options, async (request) => ok(await service.nearestProjects(app.db, request.query)));

  routeEndpoint(app, endpoints.coordinates, options, async (request) => ok(await service.allCoordinates(app.db, request.query)));

  routeEndpoint(app, endpoints.withAmbassador, options, async (request) => ok(await service.projectsWithAmbassador(app.db, request.query)));

  routeEndpoint(app, endpoints.options, options, async (request) => ok(await service.projectOptions(app.db, request.query)));

  routeEndpoint(app, endpoints.search, options, async (request, reply) =>
    sendReady(reply, await service.searchProjects(app.db, request.query)),
  );

  routeEndpoint(app, endpoints.types, options, async () => ok(await service.projectList(app.db, 'type')));
  routeEndpoint(app, endpoints.utilities, options, async () => ok(await service.projectList(app.db, 'util')));
  routeEndpoint(app, endpoints.states, options, async () => ok(await service.projectList(app.db, 'state')));
};
