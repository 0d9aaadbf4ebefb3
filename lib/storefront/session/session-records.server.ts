import 'server-only';
import { loggerFor, messageOf } from '@/lib/platform/logger';
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
 * Where this storefront keeps its open sessions: the embedded service's database (PostgreSQL, which
 * several instances share, or PGlite), else with a remote service Redis (`REDIS_URL`, shared by the
 * instances), else memory (one process). The database comes first so that sessions do not depend
 * on Redis, which is otherwise only a cache. One per process, shared by every route and page bundle.
 */
export function sessionRecords(): SessionRecords {
  globalForRecords.__sessionRecords ??= isEmbedded()
    ? databaseRecords(async () => (await getEmbeddedService()).storage.db)
    : redisUrl()
      ? redisRecords(sharedRedis, redisPrefix())
      : memoryRecords();
  return globalForRecords.__sessionRecords;
}

/** Whether a session is open; when its records cannot be read, it is not (fail closed). */
export async function isSessionOpen(id: string, idleSeconds?: number): Promise<boolean> {
  try {
    return await sessionRecords().isOpen(id, idleSeconds);
  } catch (error) {
    loggerFor('sessions').error({ err: error }, `could not read the open sessions: ${messageOf(error)}`);
    return false;
  }
}
