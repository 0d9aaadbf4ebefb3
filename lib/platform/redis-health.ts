import { metrics } from './metrics';
import { redisUrl, sharedRedisClient } from './redis-client';

/** Readiness: this process's Redis connection is open and Redis answers a PING. */
export async function checkRedisReady(): Promise<void> {
  const client = sharedRedisClient();
  if (!client.isReady) throw new Error('Redis is not connected');
  await client.ping();
}

/** Closes the shared connection at shutdown (no-op when Redis is not configured or never used). */
export async function closeSharedRedis(): Promise<void> {
  if (!redisUrl()) return;
  const client = sharedRedisClient();
  if (client.isOpen) await client.close();
  metrics().redisUp.set({ connection: 'shared' }, 0);
}
