// @ts-check
/**
 * The `'use cache'` handler for several instances: entries and tag revalidations live in Redis, so a
 * release published through one instance is what every instance serves on its next request.
 *
 * Next loads this file itself at run time (`cacheHandlers` in next.config.mjs, set only when
 * `REDIS_URL` is), so it is plain JavaScript. The interface is Next 16's cache handler:
 *
 * - `set` stores an entry under `{prefix}entry:{key}` with a time to live of its `expire`;
 * - `updateTags` records a revalidation per tag in the hash `{prefix}tags` (never expires);
 * - `refreshTags`, once per request, reads that hash, so `get` and `getExpiration` judge entries
 *   against every instance's revalidations, not only this one's.
 *
 * - the page cache: catalog pages are kept whole (ISR) in each instance's own page cache, which
 *   judges its entries by Next's in-process record of revalidated tags, not by this handler, and
 *   serves them without asking it (`refreshTags` runs only when a render reads the cache). So every
 *   revalidation is also published on `{prefix}revalidated`; each instance listens and writes what
 *   it hears into that record (and reads the whole hash when it connects, and every few seconds),
 *   so a page of a release published through another instance is rendered again here too.
 *
 * Redis down: a read is a miss (the page renders from the service), a write is dropped, and the
 * last tags read are kept. `announceRevalidation` is the one path that reports the failure, so that
 * a publish can say the other storefronts were not told.
 */
import { createRequire } from 'node:module';
import { createClient } from 'redis';

const prefix = process.env.REDIS_PREFIX || 'harbor:';
const TAGS_KEY = `${prefix}tags`;
const REVALIDATED_CHANNEL = `${prefix}revalidated`;
const entryKey = (/** @type {string} */ cacheKey) => `${prefix}entry:${cacheKey}`;

/**
 * The process's metrics, logger and shutdown list (lib/platform: metrics.ts, logger.ts,
 * server/lifecycle.ts), which Next's TypeScript side keeps on `globalThis`: this file is loaded by
 * Next at run time, outside the bundle, and reaches them there. Absent (a test loading this file
 * alone), metrics are skipped and messages go to the console.
 */
const platform =
  /** @type {{ __platformMetrics?: any, __platformLogger?: any, __platformLifecycle?: { draining: boolean, closers: Map<string, () => Promise<void>> } }} */ (
    globalThis
  );
const metric = (/** @type {string} */ name) => platform.__platformMetrics?.[name];

/** Closes `close` with the process's other resources at shutdown (lib/platform/server/lifecycle.ts). */
function onShutdown(/** @type {string} */ name, /** @type {() => Promise<void>} */ close) {
  platform.__platformLifecycle ??= { draining: false, closers: new Map() };
  platform.__platformLifecycle.closers.set(name, close);
}

/** Reports a connection's state for `harbor_redis_connected` and counts its errors. */
function watchConnection(
  /** @type {ReturnType<typeof createClient>} */ connection,
  /** @type {string} */ name,
) {
  connection.on('ready', () => metric('redisUp')?.set({ connection: name }, 1));
  connection.on('end', () => metric('redisUp')?.set({ connection: name }, 0));
  connection.on('error', () => {
    metric('redisUp')?.set({ connection: name }, 0);
    metric('redisErrors')?.inc({ connection: name });
  });
}

/** How long a command may wait for Redis before the cache treats it as down. */
const COMMAND_TIMEOUT_MS = 1_000;

/** @typedef {{ stale?: number, expired?: number }} TagRecord */
/** @typedef {{ tags: string[], stale: number, timestamp: number, expire: number, revalidate: number }} EntryMeta */

/** Tag revalidations as last read from Redis (or written by this instance). */
const tags = /** @type {Map<string, TagRecord>} */ (new Map());
/** Sets still being written, so a read of the same key waits for them (the interface's rule). */
const pendingSets = /** @type {Map<string, Promise<void>>} */ (new Map());

/**
 * Next's record of revalidated tags, which its page cache consults (`tags-manifest.external`, one
 * per server process). Not a public interface: without it, pages would wait for their own
 * revalidation time on the other instances, so its absence is logged, not fatal.
 */
const pageCacheTags = (() => {
  try {
    const manifest = createRequire(import.meta.url)(
      'next/dist/server/lib/incremental-cache/tags-manifest.external.js',
    ).tagsManifest;
    return manifest instanceof Map ? /** @type {Map<string, TagRecord>} */ (manifest) : undefined;
  } catch {
    return undefined;
  }
})();

/**
 * Tells the process's answer cache (lib/platform/answer-cache.ts, kept on `globalThis`) about every
 * instance's revalidations: an answer made before a tag's expiry, once due, is dropped.
 */
function shareWithAnswerCache() {
  const answers =
    /** @type {{ __platformAnswerCache?: { revalidate(tags: string[], at: number): void } }} */ (globalThis)
      .__platformAnswerCache;
  if (!answers) return;
  for (const [tag, record] of tags)
    if (typeof record.expired === 'number' && record.expired <= now())
      answers.revalidate([tag], record.expired);
}

/** Tells the page cache about every instance's revalidations, keeping the later of two records. */
function shareWithPageCache() {
  shareWithAnswerCache();
  if (!pageCacheTags) {
    logOnce('Next page cache tags not found: cached pages follow revalidations of this instance only');
    return;
  }
  for (const [tag, record] of tags) {
    const known = pageCacheTags.get(tag) ?? {};
    const merged = { ...known };
    if (typeof record.expired === 'number' && !((known.expired ?? -Infinity) >= record.expired))
      merged.expired = record.expired;
    if (typeof record.stale === 'number' && !((known.stale ?? -Infinity) >= record.stale))
      merged.stale = record.stale;
    pageCacheTags.set(tag, merged);
  }
}

/** @type {ReturnType<typeof createClient> | undefined} */
let client;
/** @type {Promise<ReturnType<typeof createClient>> | undefined} */
let connecting;

function redis() {
  if (!connecting) {
    client = createClient({
      url: process.env.REDIS_URL,
      // Fail a command at once while disconnected instead of queueing it: a page must not wait
      // for a cache that is down.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: COMMAND_TIMEOUT_MS,
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000),
      },
    });
    client.on('error', (error) => logOnce(`Redis: ${error instanceof Error ? error.message : error}`));
    watchConnection(client, 'cache');
    const connected = client;
    onShutdown('shared cache', async () => {
      if (connected.isOpen) await connected.close();
    });
    connecting = client.connect();
  }
  return connecting;
}

/** Runs one Redis command with a deadline; rejects when Redis is down or slow. */
async function command(/** @type {(c: ReturnType<typeof createClient>) => Promise<any>} */ run) {
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('Redis did not answer in time')), COMMAND_TIMEOUT_MS);
  });
  try {
    return await Promise.race([redis().then(run), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

let lastLogged = '';
function logOnce(/** @type {string} */ message) {
  if (message === lastLogged) return;
  lastLogged = message;
  const logger = platform.__platformLogger;
  if (logger) logger.child({ component: 'shared cache' }).error(message);
  else console.error(`[shared cache] ${message}`);
}

/**
 * Whole milliseconds, rounded up: an entry's time is a fraction of a millisecond (Next's and the answer
 * cache's), so a revalidation recorded rounded down (or to the nearest) could fall before a render
 * that began in the same millisecond before it, and that render would be kept as fresh. Rounded up,
 * an entry made in the same millisecond as a revalidation counts as older. Every comparison here
 * uses the same clock, so a revalidation is due as soon as it is recorded.
 */
const now = () => Math.ceil(performance.timeOrigin + performance.now());

/** Next's own rule: a tag revalidated after the entry was made, and now due, expires it. */
function isExpiredByTags(/** @type {string[]} */ entryTags, /** @type {number} */ timestamp) {
  return entryTags.some((tag) => {
    const expired = tags.get(tag)?.expired;
    return typeof expired === 'number' && expired <= now() && expired > timestamp;
  });
}

function isStaleByTags(/** @type {string[]} */ entryTags, /** @type {number} */ timestamp) {
  return entryTags.some((tag) => (tags.get(tag)?.stale ?? 0) > timestamp);
}

function remember(/** @type {Record<string, string>} */ stored) {
  for (const [tag, json] of Object.entries(stored)) {
    try {
      tags.set(tag, JSON.parse(json));
    } catch {
      // A record another version wrote in another shape: ignore it rather than fail the request.
    }
  }
}

/**
 * Records a revalidation of `revalidated` in Redis for every instance, as Next's default handler
 * records it in memory. Throws when Redis cannot be reached.
 */
async function writeTags(
  /** @type {string[]} */ revalidated,
  /** @type {{ expire?: number } | undefined} */ durations,
) {
  const at = now();
  /** @type {Record<string, string>} */
  const records = {};
  for (const tag of revalidated) {
    const record = { ...tags.get(tag) };
    if (durations) {
      record.stale = at;
      if (durations.expire !== undefined) record.expired = at + durations.expire * 1000;
    } else {
      record.expired = at;
    }
    tags.set(tag, record);
    records[tag] = JSON.stringify(record);
  }
  if (revalidated.length === 0) return;
  await command((c) => c.hSet(TAGS_KEY, records));
  // The other instances' page caches hear of it at once (see listenForRevalidations).
  await command((c) => c.publish(REVALIDATED_CHANNEL, JSON.stringify(records))).catch((error) =>
    logOnce(`revalidation not announced: ${error instanceof Error ? error.message : error}`),
  );
}

/** A stored entry as Next wants it, or undefined when it is past its time or its tags expired it. */
function usableEntry(/** @type {EntryMeta & { value: string }} */ entry) {
  if (entry.expire < 0) return undefined;
  if (now() > entry.timestamp + entry.revalidate * 1000) return undefined;
  if (isExpiredByTags(entry.tags, entry.timestamp)) return undefined;
  const bytes = Buffer.from(entry.value, 'base64');
  return {
    tags: entry.tags,
    stale: entry.stale,
    timestamp: entry.timestamp,
    expire: entry.expire,
    revalidate: isStaleByTags(entry.tags, entry.timestamp) ? -1 : entry.revalidate,
    value: new Blob([bytes]).stream(),
  };
}

/** @type {import('next/dist/server/lib/cache-handlers/types').CacheHandler} */
const handler = {
  async get(cacheKey) {
    await pendingSets.get(cacheKey);
    let stored;
    try {
      stored = await command((c) => c.get(entryKey(cacheKey)));
    } catch (error) {
      metric('sharedCache')?.inc({ result: 'error' });
      logOnce(`read failed, rendering without the cache: ${error instanceof Error ? error.message : error}`);
      return undefined;
    }
    const found = typeof stored === 'string' ? usableEntry(JSON.parse(stored)) : undefined;
    metric('sharedCache')?.inc({ result: found ? 'hit' : 'miss' });
    return found;
  },

  async set(cacheKey, pendingEntry) {
    /** @type {() => void} */
    let done = () => {};
    pendingSets.set(cacheKey, new Promise((resolve) => (done = resolve)));
    try {
      const entry = await pendingEntry;
      // An entry that expires at once is dynamic: Next renders it again on every read.
      if (entry.expire === 0) return;
      const value = Buffer.from(await new Response(entry.value).arrayBuffer()).toString('base64');
      const { tags: entryTags, stale, timestamp, expire, revalidate } = entry;
      const json = JSON.stringify({ tags: entryTags, stale, timestamp, expire, revalidate, value });
      await command((c) =>
        c.set(entryKey(cacheKey), json, { expiration: { type: 'PX', value: expire * 1000 } }),
      );
    } catch (error) {
      logOnce(`write failed, entry not shared: ${error instanceof Error ? error.message : error}`);
    } finally {
      done();
      pendingSets.delete(cacheKey);
    }
  },

  async refreshTags() {
    try {
      remember(await command((c) => c.hGetAll(TAGS_KEY)));
      shareWithPageCache();
    } catch (error) {
      logOnce(`tags not refreshed: ${error instanceof Error ? error.message : error}`);
    }
  },

  async getExpiration(softTags) {
    return Math.max(0, ...softTags.map((tag) => tags.get(tag)?.expired ?? 0));
  },

  async updateTags(revalidated, durations) {
    try {
      await writeTags(revalidated, /** @type {{ expire?: number }} */ (durations));
    } catch (error) {
      logOnce(`revalidation not shared: ${error instanceof Error ? error.message : error}`);
    }
  },
};

/**
 * Records an immediate revalidation of `revalidated` for every instance and resolves once Redis has
 * it; rejects when Redis cannot be reached. The publish route awaits it before answering.
 */
export function announceRevalidation(/** @type {string[]} */ revalidated) {
  return writeTags(revalidated, { expire: 0 });
}

/**
 * How long a revalidation took to reach this instance: from the time its publisher recorded (the
 * record's `stale`, or `expired` for an immediate one) to now, for
 * `harbor_revalidation_propagation_seconds`. One observation per message.
 */
function observePropagation(/** @type {Record<string, string>} */ records) {
  const first = Object.values(records)[0];
  if (!first) return;
  /** @type {TagRecord} */
  const record = JSON.parse(first);
  const at = record.stale ?? record.expired;
  if (typeof at === 'number') metric('propagation')?.observe(Math.max(0, now() - at) / 1000);
}

/**
 * Every instance listens for the others' revalidations and tells its page cache at once; the whole
 * hash is read again when the subscription (re)connects and every few seconds, in case a message
 * was missed while Redis was away.
 */
function listenForRevalidations() {
  if (!process.env.REDIS_URL || !pageCacheTags) return Promise.resolve();
  const subscriber = createClient({
    url: process.env.REDIS_URL,
    socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  });
  subscriber.on('error', (error) => logOnce(`Redis: ${error instanceof Error ? error.message : error}`));
  watchConnection(subscriber, 'revalidations');
  onShutdown('revalidation listener', async () => {
    if (subscriber.isOpen) await subscriber.close();
  });
  const catchUp = () => handler.refreshTags().catch(() => undefined);
  subscriber.on('ready', catchUp);
  setInterval(catchUp, 5_000).unref();
  return subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(REVALIDATED_CHANNEL, (message) => {
        try {
          const records = JSON.parse(message);
          remember(records);
          shareWithPageCache();
          observePropagation(records);
        } catch {
          // Another version's message: the periodic read catches up.
        }
      }),
    )
    .then(() => undefined)
    .catch((error) => logOnce(`revalidations not heard: ${error instanceof Error ? error.message : error}`));
}

/** Resolves once this instance hears the others' revalidations (at once without Redis). */
export const listening = listenForRevalidations();

export default handler;
