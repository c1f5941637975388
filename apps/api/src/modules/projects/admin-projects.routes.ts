import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessages } from '@app/contracts/accounts.js';
import {
  adminProjectEndpoints as endpoints,
  adminProjectListEndpoints,
  OPTIONS_LIMIT,
  projectListKinds,
} from '@app/contracts/admin-projects.js';
import { pageCacheTags } from '@app/contracts/page-cache.js';
import type { FastifyRequest } from 'fastify';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import * as service from './admin-projects.service.js';

const options = { tags: ['admin: projects'] };
const actorOf = (request: FastifyRequest) => ({ id: principalOf(request).id, ip: request.ip });

export const adminProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Project pages, the investor pages counting them and the ambassadors' project lists render anew at once. */
  const saved = async <T>(request: FastifyRequest, result: T) => {
    await app.pages.refresh([pageCacheTags.projects, pageCacheTags.investors, pageCacheTags.ambassadors]);
    return ok(result, accountMessages.updated[request.locale]);
  };

  routeEndpoint(app, endpoints.search, options, async (request) => ok(await service.searchProjects(app.db, request.body, request.query)));

  routeEndpoint(app, endpoints.investorOptions, options, async (request) =>
    ok(await service.investorOptions(app.db, request.query.keyword, request.query.include, OPTIONS_LIMIT)),
  );

  routeEndpoint(app, endpoints.ambassadorOptions, options, async (request) =>
    ok(await service.ambassadorOptions(app.db, request.query.keyword, request.query.include, OPTIONS_LIMIT)),
  );

  routeEndpoint(app, endpoints.detail, options, async (request) => ok(await service.getProject(app.db, request.params.id)));

  routeEndpoint(app, endpoints.create, options, async (request) =>
    saved(request, await service.createProject(app.db, actorOf(request), request.body)),
  );

  routeEndpoint(app, endpoints.update, options, async (request) =>
    saved(request, await service.updateProject(app.db, actorOf(request), request.params.id, request.body)),
  );

  routeEndpoint(app, endpoints.changeActive, options, async (request) =>
    saved(request, await service.changeActive(app.db, actorOf(request), request.query.id, request.query.active)),
  );

  for (const kind of projectListKinds) {
    const list = adminProjectListEndpoints[kind];
    routeEndpoint(app, list.all, options, async () => ok(await service.listEntries(app.db, kind)));
    routeEndpoint(app, list.create, options, async (request) =>
      saved(request, await service.createListEntry(app.db, actorOf(request), kind, request.body)),
    );
    routeEndpoint(app, list.update, options, async (request) =>
      saved(
        request,
        await service.changeListEntry(app.db, actorOf(request), kind, request.params.id, 'update', {
          name: request.body.name,
          nameEn: request.body.name_en ?? null,
          active: request.body.active,
        }),
      ),
    );
    routeEndpoint(app, list.changeActive, options, async (request) =>
      saved(
        request,
        await service.changeListEntry(app.db, actorOf(request), kind, request.query.id, request.query.active ? 'activate' : 'deactivate', {
          active: request.query.active,
        }),
      ),
    );
  }
};
