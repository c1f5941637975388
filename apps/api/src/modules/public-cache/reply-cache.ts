import type { FastifyReply, FastifyRequest } from 'fastify';
import { JSON_CONTENT_TYPE as json, ReadyJson } from '../../lib/ready-json.js';

interface Entry {
  expires: number;
  body: Promise<string>;
}

/**
 * The serialised replies of the busiest public reads, kept a few seconds in this process. Under
 * load most requests are then answered without a query or a serialisation, and a burst of the same
 * request runs the query once (the first caller's work is shared while it is in flight). What staff
 * change shows after at most the time to live; replies that fail are never kept.
 *
 * Replies are keyed by the request as it arrived, before validation: a reply is only kept after
 * the same input passed validation, so a later identical request would pass it again and is
 * answered before it (decision 0011).
 */
export class ReplyCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keys = new WeakMap<FastifyRequest, string>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  /** Forgets every kept reply, so the next request reads what staff just changed. */
  clear(): void {
    this.entries.clear();
  }

  /** A preValidation hook that answers a request seen a moment ago; `keyOf` reads the raw input. */
  answer(keyOf: (request: FastifyRequest) => string) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (this.ttlMs <= 0) return;
      const key = keyOf(request);
      this.keys.set(request, key);
      const entry = this.entries.get(key);
      if (entry && entry.expires > Date.now()) return reply.type(json).send(await entry.body);
    };
  }

  /**
   * Sends what `produce` returns (a reply to serialise, or JSON text made ready by the database)
   * and keeps its text under the key `answer` read.
   */
  async send(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>): Promise<FastifyReply> {
    const text = (payload: unknown) => (payload instanceof ReadyJson ? payload.text : (reply.serialize(payload) as string));
    const key = this.keys.get(request);
    if (key === undefined) return reply.type(json).send(text(await produce()));
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry || entry.expires <= now) {
      const body = produce().then(text);
      const fresh: Entry = { expires: now + this.ttlMs, body };
      entry = fresh;
      this.entries.delete(key);
      this.entries.set(key, fresh);
      body.catch(() => {
        if (this.entries.get(key) === fresh) this.entries.delete(key);
      });
      // Map keeps insertion order, so the first key is the one refreshed longest ago.
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return reply.type(json).send(await entry.body);
  }
}
