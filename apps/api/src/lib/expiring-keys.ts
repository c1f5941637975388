import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Small numbers that end by themselves (failure counts, marks on ended sessions): in Redis when the
 * app has it, so every API process sees the same ones, otherwise in this process's memory.
 * A Redis outage must not take the site down: reads then answer 0 and writes are skipped, logged.
 */
export interface ExpiringKeys {
  /**
   * Adds one to the key and returns the new count. A new key lives `seconds`; an existing one keeps
   * its end, so a count covers a fixed window that its first increment opened.
   */
  increment(key: string, seconds: number): Promise<number>;
  /** Sets the key to 1 for `seconds`. */
  mark(key: string, seconds: number): Promise<void>;
  /** The key's count; 0 when it is absent or has expired. */
  get(key: string): Promise<number>;
  remove(key: string): Promise<void>;
}

export function createExpiringKeys(redis: Redis | undefined, prefix: string, log: FastifyBaseLogger): ExpiringKeys {
  return redis ? new RedisKeys(redis, prefix, log) : new MemoryKeys();
}

class RedisKeys implements ExpiringKeys {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  private async attempt<T>(what: string, fallback: T, command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      this.log.error({ err: error, key: this.prefix }, `Redis ${what} failed`);
      return fallback;
    }
  }

  increment(key: string, seconds: number): Promise<number> {
    const name = this.prefix + key;
    return this.attempt('increment', 0, async () => {
      const results = await this.redis.multi().set(name, 0, 'EX', seconds, 'NX').incr(name).exec();
      return Number(results?.[1]?.[1] ?? 0);
    });
  }

  mark(key: string, seconds: number): Promise<void> {
    return this.attempt('mark', undefined, async () => void (await this.redis.set(this.prefix + key, '1', 'EX', seconds)));
  }

  get(key: string): Promise<number> {
    return this.attempt('get', 0, async () => Number((await this.redis.get(this.prefix + key)) ?? 0));
  }

  remove(key: string): Promise<void> {
    return this.attempt('remove', undefined, async () => void (await this.redis.del(this.prefix + key)));
  }
}

const SWEEP_INTERVAL_MS = 60_000;

class MemoryKeys implements ExpiringKeys {
  private readonly entries = new Map<string, { value: number; expiresAt: number }>();
  private nextSweep = 0;

  private live(key: string, now: number) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Expired keys nobody asks about again are dropped once a minute, so memory follows live keys only. */
  private put(key: string, value: number, expiresAt: number): number {
    const now = Date.now();
    if (now >= this.nextSweep) {
      this.nextSweep = now + SWEEP_INTERVAL_MS;
      for (const [name, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(name);
    }
    this.entries.set(key, { value, expiresAt });
    return value;
  }

  async increment(key: string, seconds: number): Promise<number> {
    const now = Date.now();
    const entry = this.live(key, now);
    return this.put(key, (entry?.value ?? 0) + 1, entry?.expiresAt ?? now + seconds * 1000);
  }

  async mark(key: string, seconds: number): Promise<void> {
    this.put(key, 1, Date.now() + seconds * 1000);
  }

  async get(key: string): Promise<number> {
    return this.live(key, Date.now())?.value ?? 0;
  }

  async remove(key: string): Promise<void> {
    this.entries.delete(key);
  }
}
