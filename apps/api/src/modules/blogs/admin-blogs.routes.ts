import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { accountMessages } from '@app/contracts/accounts.js';
import { adminBlogCategoryEndpoints as categoryEndpoints } from '@app/contracts/admin-blog-categories.js';
import { adminBlogEndpoints as endpoints } from '@app/contracts/admin-blogs.js';
import { pageCacheTags } from '@app/contracts/page-cache.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import * as categories from './admin-blog-categories.service.js';
import * as service from './admin-blogs.service.js';
import { BlogSchedule } from './blog-schedule.js';

const options = { tags: ['admin: news'] };
const categoryOptions = { tags: ['admin: news categories'] };
const actorOf = (request: FastifyRequest) => ({ id: principalOf(request).id, ip: request.ip });

export const adminBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  const schedule = new BlogSchedule(() => service.nextScheduledAt(app.db), app.pages, app.log);
  app.addHook('onReady', () => schedule.reschedule());
  app.addHook('onClose', async () => schedule.close());

  /** The news pages show posts and category names: they are rendered anew after each change. */
  const changed = async <T>(result: T, locale: 'vi' | 'en') => {
    await app.pages.refresh([pageCacheTags.blogs]);
    await schedule.reschedule();
    return ok(result, accountMessages.updated[locale]);
  };

  routeEndpoint(app, endpoints.search, options, async (request) => ok(await service.searchBlogs(app.db, request.body, request.query)));

  routeEndpoint(app, endpoints.reportOptions, options, async (request) => ok(await service.reportOptions(app.db, request.query.keyword)));

  routeEndpoint(app, endpoints.categoryOptions, options, async () => ok(await categories.listCategoryTree(app.db)));

  routeEndpoint(app, endpoints.detail, options, async (request) => ok(await service.getBlog(app.db, request.params.id)));

  routeEndpoint(app, endpoints.preview, options, async (request) => ok(await service.previewBlog(app.db, request.params.id)));

  routeEndpoint(app, endpoints.create, options, async (request) =>
    changed(await service.createBlog(app.db, actorOf(request), request.body), request.locale),
  );

  routeEndpoint(app, endpoints.update, options, async (request) =>
    changed(await service.updateBlog(app.db, actorOf(request), request.params.id, request.body), request.locale),
  );

  routeEndpoint(app, endpoints.changeStatus, options, async (request) =>
    changed(await service.changeStatus(app.db, actorOf(request), request.query.id, request.query.status), request.locale),
  );

  routeEndpoint(app, categoryEndpoints.search, categoryOptions, async (request) =>
    ok(await categories.searchCategories(app.db, request.body, request.query)),
  );

  routeEndpoint(app, categoryEndpoints.tree, categoryOptions, async () => ok(await categories.listCategoryTree(app.db)));

  routeEndpoint(app, categoryEndpoints.detail, categoryOptions, async (request) =>
    ok(await categories.getCategory(app.db, request.params.id)),
  );

  routeEndpoint(app, categoryEndpoints.create, categoryOptions, async (request) =>
    changed(await categories.createCategory(app.db, actorOf(request), request.body), request.locale),
  );

  routeEndpoint(app, categoryEndpoints.update, categoryOptions, async (request) =>
    changed(await categories.updateCategory(app.db, actorOf(request), request.params.id, request.body), request.locale),
  );

  routeEndpoint(app, categoryEndpoints.changeActive, categoryOptions, async (request) =>
    changed(await categories.changeActive(app.db, actorOf(request), request.query.id, request.query.active), request.locale),
  );

  routeEndpoint(app, categoryEndpoints.remove, categoryOptions, async (request) =>
    changed(await categories.deleteCategory(app.db, actorOf(request), request.params.id), request.locale),
  );
};
