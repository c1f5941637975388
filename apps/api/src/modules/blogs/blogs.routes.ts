import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogEndpoints as endpoints } from '@app/contracts/blogs.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import { sendReady } from '../../lib/ready-json.js';
import * as service from './blogs.service.js';

const options = { tags: ['blogs'] };

export const blogsRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.list, options, async (request, reply) =>
    sendReady(reply, await service.listBlogs(app.db, request.query, request.locale)),
  );

  routeEndpoint(app, endpoints.hotNews, options, async (request, reply) =>
    sendReady(reply, await service.hotNews(app.db, request.query, request.locale)),
  );

  routeEndpoint(app, endpoints.byTag, options, async (request, reply) =>
    sendReady(reply, await service.blogsByTag(app.db, request.query, request.locale)),
  );

  routeEndpoint(app, endpoints.byCategory, options, async (request, reply) =>
    sendReady(reply, await service.blogsByCategory(app.db, request.query, request.locale)),
  );

  routeEndpoint(app, endpoints.followReport, options, async (request, reply) =>
    sendReady(reply, await service.blogsForReport(app.db, request.query, request.locale)),
  );

  routeEndpoint(app, endpoints.get, options, async (request) => ok(await service.getBlog(app.db, request.params.permalink)));
};
