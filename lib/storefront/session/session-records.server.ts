import 'server-only';
import { redisPrefix, redisUrl, sharedRedis } from '@/lib/platform/redis-client';
import {
  databaseRecords,
  memoryRecords,
  redisRecords,
  type SessionRecords,
} from '@/lib/platform/session-records';
import { getEmbeddedService, isEmbedded } from '@/lib/service/embedded';

const globalForRecords = globalThis as typeof globalThis & { __sessionRecords?: SessionRecords };

/**
 * Where this storefront keeps its open sessions: Redis with several instances (`REDIS_URL`), else
 * the embedded service's database, else (a remote service, one process) memory. One per process,
 * shared by every route and page bundle.
 */
export function sessionRecords(): SessionRecords {
  globalForRecords.__sessionRecords ??= redisUrl()
    ? redisRecords(sharedRedis, redisPrefix())
    : isEmbedded()
      ? databaseRecords(async () => (await getEmbeddedService()).storage.db)
      : memoryRecords();
  return globalForRecords.__sessionRecords;
}

/** Whether a session is open; when its records cannot be read, it is not (fail closed). */
export async function isSessionOpen(id: string, idleSeconds?: number): Promise<boolean> {
  try {
    return await sessionRecords().isOpen(id, idleSeconds);
  } catch (error) {
    console.error(
      '[sessions] could not read the open sessions:',
      error instanceof Error ? error.message : error,
    );
    return false;
  }
}
