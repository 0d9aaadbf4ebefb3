import { revalidateAnswers } from './answer-cache';
import { metrics } from './metrics';
import { announceRevalidation } from './redis-cache-handler.mjs';

/** Whether the instances share their cache through Redis (`REDIS_URL`), or each keeps its own. */
export const isCacheShared = () => Boolean(process.env.REDIS_URL);

/**
 * What became of telling the other instances about a revalidation: `shared` once Redis has it (the
 * next request to any instance sees it), `local` when there are no others to tell, `failed` when
 * Redis could not be reached, so the caller can say so instead of pretending.
 */
export type Announcement = { told: 'shared' | 'local' } | { told: 'failed'; reason: string };

/**
 * Records the revalidation of `tags` for every instance and waits for it. Next's `revalidateTag`
 * still expires this instance's own entries; this makes the others' next requests miss too (their
 * answer caches hear it through the Redis handler). `counted: false` when it repeats a publish's
 * announcement, which the publishes metric already counts.
 */
export async function announceToInstances(tags: string[], { counted = true } = {}): Promise<Announcement> {
  // This instance's whole answers kept for many shoppers (search results) go at once too.
  revalidateAnswers(tags);
  const announcement = await announce(tags);
  if (counted) metrics().publishes.inc({ outcome: announcement.told });
  return announcement;
}

async function announce(tags: string[]): Promise<Announcement> {
  if (!isCacheShared()) return { told: 'local' };
  try {
    await announceRevalidation(tags);
    return { told: 'shared' };
  } catch (error) {
    return { told: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}
