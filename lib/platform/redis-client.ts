import { createClient } from 'redis';
import { loggerFor } from './logger';
import { metrics } from './metrics';

function connectTo(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  });
}

export type RedisClient = ReturnType<typeof connectTo>;

/** Where several instances keep what they share; unset for one instance on its own. */
export const redisUrl = () => process.env.REDIS_URL || undefined;

/** Keys of this shop start with it, so shops (and test runs) sharing one Redis stay apart. */
export const redisPrefix = () => process.env.REDIS_PREFIX || 'harbor:';

const globalForRedis = globalThis as typeof globalThis & {
  __sharedRedis?: { client: RedisClient; ready: Promise<RedisClient> };
};

/**
 * This process's connection to `REDIS_URL`, made on first use and connecting in the background. A
 * command fails at once while Redis is unreachable (no offline queue): callers decide what an outage
 * means for them, rather than hanging a request until Redis comes back. It reconnects by itself.
 */
export function sharedRedisClient(): RedisClient {
  const url = redisUrl();
  if (!url) throw new Error('REDIS_URL is not set');
  if (!globalForRedis.__sharedRedis) {
    const client = connectTo(url);
    const { redisUp, redisErrors } = metrics();
    const log = loggerFor('redis');
    let reported = false;
    client.on('error', (error: Error) => {
      redisErrors.inc({ connection: 'shared' });
      redisUp.set({ connection: 'shared' }, 0);
      if (!reported) log.error({ err: error }, `Redis: ${error.message}`);
      reported = true;
    });
    client.on('ready', () => {
      redisUp.set({ connection: 'shared' }, 1);
      if (reported) log.info('Redis: connected again');
      reported = false;
    });
    client.on('end', () => redisUp.set({ connection: 'shared' }, 0));
    const ready = client.connect().then(() => client);
    // A first connection that fails is reported by the commands that need it.
    ready.catch(() => {});
    globalForRedis.__sharedRedis = { client, ready };
  }
  return globalForRedis.__sharedRedis.client;
}

/** The shared connection, once it is open. */
export async function sharedRedis(): Promise<RedisClient> {
  sharedRedisClient();
  return globalForRedis.__sharedRedis!.ready;
}
