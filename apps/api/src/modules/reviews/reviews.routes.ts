import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, pageSchema } from '@app/contracts/envelope.js';
import {
  replyBody,
  replyListQuery,
  replySchema,
  reviewBody,
  reviewCheckQuery,
  reviewCheckSchema,
  reviewListQuery,
  reviewMessages,
  reviewPageSchema,
  reviewSchema,
} from '@app/contracts/reviews.js';
import { pageCacheTags } from '@app/contracts/page-cache.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import * as service from './reviews.service.js';

const tags = ['reviews'];
const security = [{ bearer: [] }];

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/public/review/all',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Reviews of a report (or of all reports), 9 per page, with the rating summary',
        querystring: reviewListQuery,
        response: { 200: envelopeSchema(reviewPageSchema) },
      },
    },
    async (request) => ok(await service.listReviews(app.db, request.query)),
  );

  app.get(
    '/v1/public/sub-review/all',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Replies to a review in writing order; `parent_id` threads them',
        querystring: replyListQuery,
        response: { 200: envelopeSchema(pageSchema(replySchema)) },
      },
    },
    async (request) => ok(await service.listReplies(app.db, request.query)),
  );

  app.get(
    '/v1/review/check',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Whether the caller already reviewed a report, and may review it',
        security,
        querystring: reviewCheckQuery,
        response: { 200: envelopeSchema(reviewCheckSchema) },
      },
    },
    async (request) => ok(await service.checkReview(app.db, principalOf(request).id, request.query.report_id)),
  );

  app.post(
    '/v1/review',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Review a report: 1 to 5 stars and a text, once per report',
        security,
        body: reviewBody,
        response: { 200: envelopeSchema(reviewSchema) },
      },
    },
    async (request) => {
      const review = await service.postReview(app.db, principalOf(request).id, request.body);
      await app.pages.refresh([pageCacheTags.reviews]);
      return ok(review, reviewMessages.reviewed[request.locale]);
    },
  );

  app.post(
    '/v1/sub-review',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Reply to a review or to one of its replies',
        security,
        body: replyBody,
        response: { 200: envelopeSchema(replySchema) },
      },
    },
    async (request) => {
      const reply = await service.postReply(app.db, principalOf(request).id, request.body);
      await app.pages.refresh([pageCacheTags.reviews]);
      return ok(reply, reviewMessages.replied[request.locale]);
    },
  );
};
