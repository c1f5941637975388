import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { ReplyCache } from '../public-cache/reply-cache.js';

// Keyed by the instance's database handle: each plugin sees its own FastifyInstance, the handle is shared.
const caches = new WeakMap<Db, ReplyCache>();

/**
 * The kept replies of the public report list and detail. The admin's report, package and content
 * writes empty it before they tell the web server to render the pages anew, so the new render
 * reads the change instead of a reply kept from before it.
 */
export function reportReplies(app: FastifyInstance): ReplyCache {
  let cache = caches.get(app.db);
  if (!cache) {
    cache = new ReplyCache(app.config.PUBLIC_CACHE_SECONDS * 1000);
    caches.set(app.db, cache);
  }
  return cache;
}
