import type { FastifyReply } from 'fastify';

interface Entry {
  expires: number;
  body: Promise<ReturnType<FastifyReply['serialize']>>;
}

/**
 * The serialised replies of the busiest public reads, kept a few seconds in this process. Under
 * load most requests are then answered without a query or a serialisation, and a burst of the same
 * request runs the query once (the first caller's work is shared while it is in flight). What staff
 * change shows after at most the time to live; replies that fail are never kept.
 */
export class ReplyCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  async send(reply: FastifyReply, key: string, produce: () => Promise<unknown>): Promise<FastifyReply> {
    if (this.ttlMs <= 0) return reply.send(await produce());
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry || entry.expires <= now) {
      const body = produce().then((payload) => reply.serialize(payload));
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
    return reply.type('application/json; charset=utf-8').send(await entry.body);
  }
}
