import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageCacheTags } from '@app/contracts/page-cache.js';
import { reviewEndpoints as endpoints, reviewMessages } from '@app/contracts/reviews.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import * as service from './reviews.service.js';

const options = { tags: ['reviews'] };

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.list, options, async (request) => ok(await service.listReviews(app.db, request.query)));

  routeEndpoint(app, endpoints.replies, options, async (request) => ok(await service.listReplies(app.db, request.query)));

  routeEndpoint(app, endpoints.check, options, async (request) =>
    ok(await service.checkReview(app.db, principalOf(request).id, request.query.report_id)),
  );

  routeEndpoint(app, endpoints.post, options, async (request) => {
    const review = await service.postReview(app.db, principalOf(request).id, request.body);
    await app.pages.refresh([pageCacheTags.reviews]);
    return ok(review, reviewMessages.reviewed[request.locale]);
  });

  routeEndpoint(app, endpoints.reply, options, async (request) => {
    const reply = await service.postReply(app.db, principalOf(request).id, request.body);
    await app.pages.refresh([pageCacheTags.reviews]);
    return ok(reply, reviewMessages.replied[request.locale]);
  });
};
