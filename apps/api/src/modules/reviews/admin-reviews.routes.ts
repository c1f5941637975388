import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { adminReviewEndpoints as endpoints, adminReviewMessages as messages } from '@app/contracts/admin-reviews.js';
import { pageCacheTags } from '@app/contracts/page-cache.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import * as service from './admin-reviews.service.js';

const options = { tags: ['admin: reviews'] };
const actorOf = (request: FastifyRequest) => ({ id: principalOf(request).id, ip: request.ip });

export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // What staff change leaves or reaches the public pages at once, not when their cache runs out.
  const refreshPages = () => app.pages.refresh([pageCacheTags.reviews]);

  routeEndpoint(app, endpoints.search, options, async (request) => ok(await service.searchReviews(app.db, request.body, request.query)));

  routeEndpoint(app, endpoints.replies, options, async (request) =>
    ok(await service.listReplies(app.db, request.params.id, request.query)),
  );

  routeEndpoint(app, endpoints.changeStatus, options, async (request) => {
    const review = await service.changeReviewStatus(app.db, actorOf(request), request.query.id, request.query.status);
    await refreshPages();
    return ok(review, messages[request.query.status === 'hidden' ? 'hidden' : 'shown'][request.locale]);
  });

  routeEndpoint(app, endpoints.changeReplyStatus, options, async (request) => {
    const reply = await service.changeReplyStatus(app.db, actorOf(request), request.query.id, request.query.status);
    await refreshPages();
    return ok(reply, messages[request.query.status === 'hidden' ? 'hidden' : 'shown'][request.locale]);
  });

  routeEndpoint(app, endpoints.reply, options, async (request) => {
    const reply = await service.replyAsShop(app.db, actorOf(request), request.params.id, request.body);
    await refreshPages();
    return ok(reply, messages.replied[request.locale]);
  });

  routeEndpoint(app, endpoints.remove, options, async (request) => {
    const review = await service.deleteReview(app.db, actorOf(request), request.params.id);
    await refreshPages();
    return ok(review, messages.deleted[request.locale]);
  });

  routeEndpoint(app, endpoints.removeReply, options, async (request) => {
    const reply = await service.deleteReply(app.db, actorOf(request), request.params.id);
    await refreshPages();
    return ok(reply, messages.deleted[request.locale]);
  });
};
