/**
 * The page cache of every web process in one Redis, instead of each process's own disk: a page or
 * API answer cached by one process is served by all of them, and a tag expired through any one of
 * them (`POST /api/revalidate`, decision 0077) is expired for all (decision 0100).
 *
 * next.config.ts names this file as `cacheHandler` when the server starts with REDIS_URL. Next.js
 * imports it without bundling it, so it is plain JavaScript; page-cache-handler.d.mts gives its types.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';

/** When each tag was last expired, shared by every build: an announcement must reach old and new processes during a deploy. */
const TAGS_KEY = 'page-cache:tags';

/**
 * Entries outlive their revalidation time, so a stale page is still served while it is rendered
 * anew; a day bounds what pages nobody visits keep in Redis.
 */
const ENTRY_TTL_SECONDS = 86_400;

const CACHE_TAGS_HEADER = 'x-next-cache-tags';

/**
 * JSON with Next's binary parts (RSC payloads, segment prefetches, route bodies) kept as base64,
 * and its Maps as entry lists.
 * @param {unknown} value
 * @returns {string}
 */
export function encodeEntry(value) {
  return JSON.stringify(value, function (key, plain) {
    const original = this[key];
    if (ArrayBuffer.isView(original))
      return { $bytes: Buffer.from(original.buffer, original.byteOffset, original.byteLength).toString('base64') };
    if (original instanceof Map) return { $map: [...original.entries()] };
    return plain;
  });
}

/**
 * @param {string} text
 * @returns {any}
 */
export function decodeEntry(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value.$bytes === 'string') return Buffer.from(value.$bytes, 'base64');
      if (Array.isArray(value.$map)) return new Map(value.$map);
    }
    return value;
  });
}

/**
 * Whether a tag was expired after the entry was written. A tag only marked stale counts too: the
 * page is rendered anew before answering rather than in the background, which is never wrong.
 * @param {number} lastModified
 * @param {ReadonlyArray<{ stale?: number; expired?: number } | undefined>} tagStates
 * @param {number} now
 */
export function outdatedByTags(lastModified, tagStates, now) {
  return tagStates.some(
    (state) =>
      state !== undefined &&
      ((typeof state.expired === 'number' && state.expired <= now && state.expired > lastModified) ||
        (typeof state.stale === 'number' && state.stale > lastModified)),
  );
}

/**
 * The tags an entry answers to: a data fetch names them when it is read, a page or route carries
 * them in its headers.
 * @param {any} value
 * @param {{ kind?: string; tags?: string[]; softTags?: string[] }} context
 * @returns {string[]}
 */
export function entryTags(value, context) {
  if (context.kind === 'FETCH') return [...(context.tags ?? []), ...(context.softTags ?? [])];
  const header = value?.headers?.[CACHE_TAGS_HEADER];
  return typeof header === 'string' && header !== '' ? header.split(',') : [];
}

/**
 * What a tag's record becomes when it is revalidated, as Next's own file-system cache does it:
 * with durations the tag is stale at once and expires after `expire` seconds, without them it
 * expires at once.
 * @param {{ stale?: number; expired?: number } | undefined} previous
 * @param {{ expire?: number } | undefined} durations
 * @param {number} now
 */
export function revalidatedState(previous, durations, now) {
  if (!durations) return { ...previous, expired: now };
  return { ...previous, stale: now, ...(durations.expire === undefined ? {} : { expired: now + durations.expire * 1000 }) };
}

/** @type {Redis | undefined} */
let client;
let reportedDown = false;

/**
 * One connection per process: Next creates a handler for every request. While Redis is down every
 * read is a miss (pages are rendered anew) and nothing is kept, after at most a second's wait.
 */
function redis() {
  if (client) return client;
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('The shared page cache needs REDIS_URL');
  client = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000 });
  client.on('error', (error) => {
    if (reportedDown) return;
    reportedDown = true;
    console.error(`[page-cache] Redis unreachable, pages are rendered without the cache: ${error.message}`);
  });
  client.on('ready', () => {
    reportedDown = false;
  });
  return client;
}

/** Redis's clock, so entries and tag expiries written by different machines compare correctly. */
function milliseconds(/** @type {[string, string]} */ [seconds, micros]) {
  return Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
}

/** @param {string | undefined} serverDistDir */
function buildId(serverDistDir) {
  try {
    return serverDistDir ? readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() : 'unbuilt';
  } catch {
    return 'unbuilt';
  }
}

/** Pages of one build reference that build's scripts: another build never reads them. */
const prefixes = new Map();

export default class PageCacheHandler {
  /** @param {{ serverDistDir?: string }} context */
  constructor(context) {
    const dir = context.serverDistDir ?? '';
    if (!prefixes.has(dir)) prefixes.set(dir, `page-cache:${buildId(context.serverDistDir)}:`);
    /** @type {string} */
    this.prefix = prefixes.get(dir);
  }

  /**
   * @param {string} key
   * @param {{ kind?: string; tags?: string[]; softTags?: string[] }} context
   */
  async get(key, context) {
    try {
      const results = await redis()
        .pipeline()
        .get(this.prefix + key)
        .hgetall(TAGS_KEY)
        .time()
        .exec();
      const [[, text], [, tagRecords], [, time]] = /** @type {[unknown, any][]} */ (results ?? []);
      if (typeof text !== 'string') return null;
      const entry = decodeEntry(text);
      const records = /** @type {Record<string, string>} */ (tagRecords ?? {});
      const states = entryTags(entry.value, context).map((tag) => (records[tag] ? JSON.parse(records[tag]) : undefined));
      return outdatedByTags(entry.lastModified, states, milliseconds(time)) ? null : entry;
    } catch (error) {
      report(error);
      return null;
    }
  }

  /**
   * @param {string} key
   * @param {unknown} data
   * @param {{ fetchCache?: boolean; cacheControl?: unknown }} context
   */
  async set(key, data, context) {
    if (data === null) return;
    try {
      const lastModified = milliseconds(await redis().time());
      const cacheControl = context.fetchCache ? undefined : context.cacheControl;
      await redis().set(this.prefix + key, encodeEntry({ lastModified, value: data, cacheControl }), 'EX', ENTRY_TTL_SECONDS);
    } catch (error) {
      report(error);
    }
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    const now = milliseconds(await redis().time());
    const previous = await redis().hmget(TAGS_KEY, ...list);
    const updates = list.flatMap((tag, index) => {
      const state = previous[index] ? JSON.parse(/** @type {string} */ (previous[index])) : undefined;
      return [tag, JSON.stringify(revalidatedState(state, durations, now))];
    });
    await redis().hset(TAGS_KEY, ...updates);
  }

  resetRequestCache() {}
}

/** @param {unknown} error */
function report(error) {
  if (reportedDown) return;
  reportedDown = true;
  console.error(`[page-cache] ${error instanceof Error ? error.message : String(error)}`);
}
