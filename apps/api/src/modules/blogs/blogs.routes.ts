import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, pageSchema } from '@app/contracts/envelope.js';
import {
  blogDetailSchema,
  blogListItemSchema,
  blogListQuery,
  blogPermalinkParam,
  blogsByCategoryQuery,
  blogsByTagQuery,
  followReportQuery,
  hotNewsQuery,
} from '@app/contracts/blogs.js';
import { ok } from '../../lib/reply.js';
import * as service from './blogs.service.js';

const tags = ['blogs'];
const config = { access: 'public' } as const;
const blogPage = { 200: envelopeSchema(pageSchema(blogListItemSchema)) };

export const blogsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/public/blogs',
    {
      config,
      schema: {
        tags,
        summary: 'Published posts in the requested language (`language` or Accept-Language)',
        querystring: blogListQuery,
        response: blogPage,
      },
    },
    async (request) => ok(await service.listBlogs(app.db, request.query, request.locale)),
  );

  app.get(
    '/v1/public/blogs/hot-news',
    { config, schema: { tags, summary: 'Hot published posts, newest first', querystring: hotNewsQuery, response: blogPage } },
    async (request) => ok(await service.hotNews(app.db, request.query, request.locale)),
  );

  app.get(
    '/v1/public/blogs/by-tag',
    { config, schema: { tags, summary: 'Published posts carrying a tag', querystring: blogsByTagQuery, response: blogPage } },
    async (request) => ok(await service.blogsByTag(app.db, request.query, request.locale)),
  );

  app.get(
    '/v1/public/blogs/by-category',
    {
      config,
      schema: {
        tags,
        summary: 'Posts of a category and its subcategories; 10 per page by offset, or 100 without an offset',
        querystring: blogsByCategoryQuery,
        response: blogPage,
      },
    },
    async (request) => ok(await service.blogsByCategory(app.db, request.query, request.locale)),
  );

  app.get(
    '/v1/public/blogs/follow-report',
    { config, schema: { tags, summary: 'Posts that follow up on a report', querystring: followReportQuery, response: blogPage } },
    async (request) => ok(await service.blogsForReport(app.db, request.query, request.locale)),
  );

  app.get(
    '/v1/public/blogs/:permalink',
    {
      config,
      schema: {
        tags,
        summary: 'One published post with its content and related report',
        params: blogPermalinkParam,
        response: { 200: envelopeSchema(blogDetailSchema) },
      },
    },
    async (request) => ok(await service.getBlog(app.db, request.params.permalink)),
  );
};
